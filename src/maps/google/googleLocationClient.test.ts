// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { GoogleAutocompletePrediction, GoogleGeocoderRequest, GoogleGeocoderResult, GoogleMapsApi } from './GoogleMapsApi';
import { createGoogleLocationClient } from './googleLocationClient';

/*
 * `google.maps` is a stubbed boundary here: Google's script cannot load on this machine, so each test
 * hands the adapter a stand-in of the namespace (typed by GoogleMapsApi, which the real one satisfies)
 * that records the requests it gets and answers as Google documents (happy-dom gives PlacesService
 * the attributions element it is built with). What is pinned is the adapter's
 * side: the calls it makes and how it maps the answers, failures included (discovery §7, §8).
 */

type Stub = {
  predictions?: { predictions: GoogleAutocompletePrediction[] | null; status: string; alsoRejects?: boolean };
  details?: { place: { geometry?: { location?: { lat(): number; lng(): number } } } | null; status: string };
  geocode?: (request: GoogleGeocoderRequest) => Promise<{ results: GoogleGeocoderResult[] }>;
};

const latLng = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });

function stubMaps(stub: Stub) {
  const requests: { service: string; request: unknown }[] = [];
  const maps: GoogleMapsApi = {
    places: {
      PlacesServiceStatus: { OK: 'OK' },
      AutocompleteService: class {
        getPlacePredictions(request: unknown, callback: (p: GoogleAutocompletePrediction[] | null, s: string) => void) {
          requests.push({ service: 'AutocompleteService.getPlacePredictions', request });
          const { predictions = null, status = 'ZERO_RESULTS', alsoRejects = false } = stub.predictions ?? {};
          callback(predictions, status);
          return alsoRejects ? Promise.reject(new Error(status)) : Promise.resolve({ predictions: predictions ?? [] });
        }
      },
      PlacesService: class {
        getDetails(request: unknown, callback: (place: NonNullable<Stub['details']>['place'], status: string) => void) {
          requests.push({ service: 'PlacesService.getDetails', request });
          callback(stub.details?.place ?? null, stub.details?.status ?? 'NOT_FOUND');
        }
      },
    },
    Geocoder: class {
      geocode(request: GoogleGeocoderRequest) {
        requests.push({ service: 'Geocoder.geocode', request });
        return stub.geocode ? stub.geocode(request) : Promise.reject(new Error('ZERO_RESULTS'));
      }
    },
  };
  return { maps, requests };
}

const here = { latitude: 40.6942, longitude: -73.9903 };
const clientOn = (maps: GoogleMapsApi) => createGoogleLocationClient({ maps: async () => maps, position: async () => here });
const missingMaps = createGoogleLocationClient({ maps: () => Promise.reject(new Error('script failed')), position: async () => here });

const brooklyn: GoogleGeocoderResult = {
  formatted_address: '123 Court St, Brooklyn, NY 11201, USA',
  geometry: { location: latLng(40.6895, -73.9925) },
  address_components: [
    { long_name: '123', short_name: '123', types: ['street_number'] },
    { long_name: 'Brooklyn', short_name: 'Brooklyn', types: ['sublocality', 'political'] },
    { long_name: 'New York', short_name: 'NY', types: ['administrative_area_level_1', 'political'] },
    { long_name: '11201', short_name: '11201', types: ['postal_code'] },
  ],
};

describe('Google location client: predictions', () => {
  it('asks AutocompleteService for US addresses and maps the predictions', async () => {
    const { maps, requests } = stubMaps({
      predictions: {
        status: 'OK',
        predictions: [
          {
            place_id: 'ChIJ-court',
            description: 'Court St, Brooklyn, NY, USA',
            structured_formatting: { main_text: 'Court St', secondary_text: 'Brooklyn, NY, USA' },
          },
        ],
      },
    });
    await expect(clientOn(maps).placePredictions('Court St')).resolves.toEqual([
      { placeId: 'ChIJ-court', description: 'Court St, Brooklyn, NY, USA', mainText: 'Court St', secondaryText: 'Brooklyn, NY, USA' },
    ]);
    expect(requests).toEqual([
      {
        service: 'AutocompleteService.getPlacePredictions',
        request: { input: 'Court St', types: ['geocode'], componentRestrictions: { country: 'us' } },
      },
    ]);
  });

  it('clears the suggestions on an answer that is not OK, without an unhandled rejection', async () => {
    for (const status of ['ZERO_RESULTS', 'INVALID_REQUEST', 'OVER_QUERY_LIMIT', 'REQUEST_DENIED']) {
      const { maps } = stubMaps({ predictions: { status, predictions: null, alsoRejects: true } });
      await expect(clientOn(maps).placePredictions('zzz'), status).resolves.toEqual([]);
    }
  });

  it('fails (the search shows its failure) when the maps service is missing', async () => {
    await expect(missingMaps.placePredictions('Court St')).rejects.toThrow('script failed');
  });
});

describe('Google location client: a picked place', () => {
  it("reads the place's point from PlacesService details (geometry only)", async () => {
    const { maps, requests } = stubMaps({ details: { status: 'OK', place: { geometry: { location: latLng(40.69, -73.99) } } } });
    await expect(clientOn(maps).placeLocation('ChIJ-court')).resolves.toEqual({ latitude: 40.69, longitude: -73.99 });
    expect(requests).toEqual([{ service: 'PlacesService.getDetails', request: { placeId: 'ChIJ-court', fields: ['geometry'] } }]);
  });

  it("answers 'Unable to find location.' as a 404, as the embedded stand-in does, when the place is unknown", async () => {
    for (const details of [
      { status: 'NOT_FOUND', place: null },
      { status: 'OK', place: {} },
    ]) {
      await expect(clientOn(stubMaps({ details }).maps).placeLocation('nope')).rejects.toEqual({
        status: 404,
        message: 'Unable to find location.',
        messages: ['Unable to find location.'],
      });
    }
  });
});

describe('Google location client: geocoding', () => {
  it("geocodes an address to the first result's point", async () => {
    const { maps, requests } = stubMaps({ geocode: async () => ({ results: [brooklyn] }) });
    await expect(clientOn(maps).geocode('123 Court St, Brooklyn, NY 11201')).resolves.toEqual({ latitude: 40.6895, longitude: -73.9925 });
    expect(requests).toEqual([{ service: 'Geocoder.geocode', request: { address: '123 Court St, Brooklyn, NY 11201' } }]);
  });

  it('flags geocoderFailed when the geocoder does not answer OK, or answers OK with no result', async () => {
    await expect(clientOn(stubMaps({ geocode: () => Promise.reject(new Error('ZERO_RESULTS')) }).maps).geocode('Atlantis')).rejects.toEqual(
      { reason: 'geocoderFailed' },
    );
    await expect(clientOn(stubMaps({ geocode: async () => ({ results: [] }) }).maps).geocode('Atlantis')).rejects.toEqual({
      reason: 'geocoderFailed',
    });
  });
});

describe('Google location client: "Use my location"', () => {
  it("reverse geocodes the device's position to 'City, ST ZIP'", async () => {
    const { maps, requests } = stubMaps({ geocode: async () => ({ results: [brooklyn] }) });
    const client = clientOn(maps);
    const at = await client.locate();
    expect(at).toEqual(here);
    await expect(client.addressNear(at)).resolves.toBe('Brooklyn, NY 11201');
    expect(requests).toEqual([{ service: 'Geocoder.geocode', request: { location: { lat: 40.6942, lng: -73.9903 } } }]);
  });

  it('falls back to the formatted address when the result names no city and state', async () => {
    const bare = { ...brooklyn, address_components: [] };
    await expect(clientOn(stubMaps({ geocode: async () => ({ results: [bare] }) }).maps).addressNear(here)).resolves.toBe(
      brooklyn.formatted_address,
    );
  });

  it('flags serviceMissing when the maps service cannot load, and geocoderFailed when the geocoder is not OK', async () => {
    await expect(missingMaps.locate()).rejects.toEqual({ reason: 'serviceMissing' });
    await expect(missingMaps.addressNear(here)).rejects.toEqual({ reason: 'geocoderFailed' });
    await expect(clientOn(stubMaps({ geocode: () => Promise.reject(new Error('REQUEST_DENIED')) }).maps).addressNear(here)).rejects.toEqual(
      { reason: 'geocoderFailed' },
    );
  });

  it("keeps the browser's own failures (permission denied, coordinates missing)", async () => {
    const { maps } = stubMaps({});
    for (const reason of ['permissionDenied', 'coordinatesMissing']) {
      const denied = createGoogleLocationClient({ maps: async () => maps, position: () => Promise.reject({ reason }) });
      await expect(denied.locate()).rejects.toEqual({ reason });
    }
  });
});
