import { citiesStartingWith, findCity, lookupZip, stateAbbr, zipsStartingWith } from './gazetteer';

/**
 * The embedded geocoder: a US ZIP gazetteer, so a place resolves to its ZIP's centre (or a city's centre
 * when only a city is asked for). The street part is kept exactly as typed; it does not move the point.
 * It knows no streets: a street address is placed only with its ZIP (the ZIP's centre is as close as it
 * gets), never at its city's centre miles away, and a street is never offered in a city the shopper did
 * not name (issue 32 item 2). With GOOGLE_MAPS_API_KEY, Google places streets in the browser instead.
 */
export type Place = {
  street: string | null;
  city: string;
  state: string;
  zip: string | null;
  lat: number;
  lng: number;
};

export type ParsedAddress = { street: string | null; city: string | null; state: string | null; zip: string | null };

const maxInput = 300;

/** Splits "123 Court St, Brooklyn, NY 11201" (or fewer parts) into its pieces. */
export function parseAddress(text: string): ParsedAddress {
  /* eslint-disable no-control-regex -- control characters are what this strips */
  const cleaned = text
    .slice(0, maxInput)
    .replace(/[\u0000-\u001f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/,?\s*(USA|United States( of America)?)$/i, '');
  /* eslint-enable no-control-regex */
  const segments = cleaned
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  let zip: string | null = null;
  let state: string | null = null;

  const zipMatch = segments[segments.length - 1]?.match(/(?:^|\s)(\d{5})(?:-\d{4})?$/);
  if (zipMatch) {
    zip = zipMatch[1];
    const rest = segments[segments.length - 1].slice(0, zipMatch.index).trim();
    if (rest === '') segments.pop();
    else segments[segments.length - 1] = rest;
  }
  const lastSegment = segments[segments.length - 1];
  if (lastSegment && (segments.length > 1 || zip) && stateAbbr(lastSegment)) {
    state = stateAbbr(lastSegment);
    segments.pop();
  } else if (lastSegment) {
    // "Brooklyn NY": a trailing state code after a place name (not after a street like "12 Main Ct")
    const match = lastSegment.match(/^(.*\S)\s+([A-Za-z]{2})$/);
    if (match && stateAbbr(match[2]) && (zip || !/^\d/.test(match[1]))) {
      state = stateAbbr(match[2]);
      segments[segments.length - 1] = match[1];
    }
  }

  let street: string | null = null;
  let city: string | null = null;
  if (segments.length >= 2) {
    street = segments.slice(0, -1).join(', ');
    city = segments[segments.length - 1];
  } else if (segments.length === 1) {
    if (/^\d/.test(segments[0])) street = segments[0];
    else city = segments[0];
  }
  return { street, city, state, zip };
}

/**
 * Resolves an address to a point, or null when nothing in the gazetteer matches, or when the address names
 * a street without its ZIP: the city is all the gazetteer could place, and its centre is no place on that
 * street (the storefront asks for the ZIP instead).
 */
export function geocode(text: string): Place | null {
  const parsed = parseAddress(text);
  if (parsed.zip) {
    const info = lookupZip(parsed.zip);
    if (!info) return null;
    return { street: parsed.street, city: info.city, state: info.state, zip: info.zip, lat: info.latitude, lng: info.longitude };
  }
  if (parsed.street) return null;
  if (parsed.city) {
    const city = findCity(parsed.city, parsed.state);
    if (!city) return null;
    return { street: parsed.street, city: city.city, state: city.state, zip: null, lat: city.lat, lng: city.lng };
  }
  return null;
}

/**
 * Up to `limit` places for what the shopper has typed so far, each with what the gazetteer can place of it:
 * a ZIP (with the street typed before it), ZIPs starting with the digits typed, or cities starting with the
 * name typed (with the street typed before it, and no ZIP: such a street needs its ZIP before it is placed).
 * A street alone gives nothing: it is in no city the gazetteer could name.
 */
export function predictPlaces(text: string, limit = 5): Place[] {
  const parsed = parseAddress(text);
  if (parsed.zip) {
    const place = geocode(text);
    return place ? [place] : [];
  }
  const typed = text.trim();
  if (/^\d{3,4}$/.test(typed)) {
    return zipsStartingWith(typed, limit).map((info) => ({
      street: null,
      city: info.city,
      state: info.state,
      zip: info.zip,
      lat: info.latitude,
      lng: info.longitude,
    }));
  }
  if (parsed.city) {
    return citiesStartingWith(parsed.city, parsed.state, limit).map((city) => ({
      street: parsed.street,
      city: city.city,
      state: city.state,
      zip: null,
      lat: city.lat,
      lng: city.lng,
    }));
  }
  return [];
}

/** "123 Court St, Brooklyn, NY 11201" — the form that geocodes back to the same place. */
export function placeText(place: Pick<Place, 'street' | 'city' | 'state' | 'zip'>): string {
  const locality = `${place.city}, ${place.state}${place.zip ? ` ${place.zip}` : ''}`;
  return place.street ? `${place.street}, ${locality}` : locality;
}

/** Opaque but self-contained place ids (base64url JSON), so the server keeps no state for them. */
export function encodePlaceId(place: Place): string {
  const payload = { v: 1, s: place.street, c: place.city, st: place.state, z: place.zip };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

export function decodePlaceId(placeId: string): Place | null {
  if (placeId.length > 2000 || !/^[A-Za-z0-9_-]+$/.test(placeId)) return null;
  try {
    const payload = JSON.parse(Buffer.from(placeId, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (payload?.v !== 1 || typeof payload.c !== 'string' || typeof payload.st !== 'string') return null;
    const street = typeof payload.s === 'string' ? payload.s : null;
    const zip = typeof payload.z === 'string' ? payload.z : null;
    const place = geocode(placeText({ street, city: payload.c, state: payload.st, zip }));
    return place ? { ...place, street } : null;
  } catch {
    return null;
  }
}
