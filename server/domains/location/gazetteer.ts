import zipcodes, { type ZipInfo } from 'zipcodes';

/** The US part of the `zipcodes` package, indexed by city for name look-ups and predictions. */
export type CityEntry = { city: string; state: string; zips: ZipInfo[]; lat: number; lng: number; upper: string };

let cityIndex: Map<string, CityEntry[]> | null = null;
/** sorted by upper-case name, for prefix look-ups by binary search */
let cityList: CityEntry[] | null = null;

const stateNames: Record<string, string> = Object.fromEntries(
  Object.entries(zipcodes.states.abbr).map(([abbr, name]) => [abbr, titleCase(name)]),
);
const stateAbbrByName: Record<string, string> = Object.fromEntries(
  Object.entries(zipcodes.states.full).map(([name, abbr]) => [name.toUpperCase(), abbr]),
);

export function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b([a-z])/g, (letter) => letter.toUpperCase());
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function isUsable(info: ZipInfo | undefined): info is ZipInfo {
  return !!info && info.country === 'US' && Number.isFinite(info.latitude) && Number.isFinite(info.longitude);
}

function buildIndex(): void {
  const byKey = new Map<string, CityEntry>();
  for (const info of Object.values(zipcodes.codes)) {
    if (!isUsable(info)) continue;
    const key = `${info.city.toUpperCase()}|${info.state}`;
    const entry = byKey.get(key) ?? { city: info.city, state: info.state, zips: [], lat: 0, lng: 0, upper: info.city.toUpperCase() };
    entry.zips.push(info);
    byKey.set(key, entry);
  }
  cityIndex = new Map();
  for (const entry of byKey.values()) {
    // the median resists the odd far-away ZIP (PO boxes, unique-business codes) that shares a city name
    entry.lat = median(entry.zips.map((z) => z.latitude));
    entry.lng = median(entry.zips.map((z) => z.longitude));
    const name = entry.city.toUpperCase();
    cityIndex.set(name, [...(cityIndex.get(name) ?? []), entry]);
  }
  cityList = [...byKey.values()].sort((a, b) => (a.upper < b.upper ? -1 : a.upper > b.upper ? 1 : 0));
}

export function lookupZip(zip: string): ZipInfo | null {
  if (!/^\d{5}$/.test(zip)) return null;
  const info = zipcodes.lookup(zip);
  return isUsable(info) ? info : null;
}

/** ZIP codes starting with a prefix of digits, in order. */
export function zipsStartingWith(prefix: string, limit: number): ZipInfo[] {
  if (!/^\d{1,5}$/.test(prefix)) return [];
  const found: ZipInfo[] = [];
  for (let n = Number(prefix.padEnd(5, '0')); found.length < limit && String(n).padStart(5, '0').startsWith(prefix) && n <= 99999; n += 1) {
    const info = lookupZip(String(n).padStart(5, '0'));
    if (info) found.push(info);
  }
  return found;
}

/** The city with this exact name (largest when the state is not given). */
export function findCity(name: string, state: string | null): CityEntry | null {
  if (!cityIndex) buildIndex();
  const entries = (cityIndex!.get(name.trim().toUpperCase()) ?? []).filter((e) => !state || e.state === state);
  return entries.sort((a, b) => b.zips.length - a.zips.length)[0] ?? null;
}

/** Cities whose name starts with the typed text: exact matches first, then the bigger places ("Brooklyn" is Brooklyn, NY). */
export function citiesStartingWith(prefix: string, state: string | null, limit: number): CityEntry[] {
  if (!cityList) buildIndex();
  const list = cityList!;
  const wanted = prefix.trim().toUpperCase();
  if (wanted === '') return [];
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle].upper < wanted) low = middle + 1;
    else high = middle;
  }
  const matches: CityEntry[] = [];
  for (let i = low; i < list.length && list[i].upper.startsWith(wanted); i += 1) {
    if (!state || list[i].state === state) matches.push(list[i]);
  }
  return matches
    .sort(
      (a, b) => Number(b.upper === wanted) - Number(a.upper === wanted) || b.zips.length - a.zips.length || a.upper.localeCompare(b.upper),
    )
    .slice(0, limit);
}

/** 'NY' or 'New York' → 'NY'; anything else → null. */
export function stateAbbr(text: string): string | null {
  const upper = text.trim().toUpperCase();
  if (stateNames[upper]) return upper;
  return stateAbbrByName[upper] ?? null;
}

export function stateName(abbr: string): string {
  return stateNames[abbr] ?? abbr;
}
