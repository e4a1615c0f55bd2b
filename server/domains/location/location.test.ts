import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { coordinatesResponse, geocodeResponse, predictionsResponse } from '../../contract/location';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { decodePlaceId, encodePlaceId, geocode, parseAddress, predictPlaces } from './geocoder';
import { distanceMiles } from './geometry';

describe('geocoder', () => {
  it('splits typed addresses into street, city, state and ZIP', () => {
    expect(parseAddress('123 Court St, Brooklyn, NY 11201')).toEqual({
      street: '123 Court St',
      city: 'Brooklyn',
      state: 'NY',
      zip: '11201',
    });
    expect(parseAddress('Brooklyn NY')).toEqual({ street: null, city: 'Brooklyn', state: 'NY', zip: null });
    expect(parseAddress('Chicago IL 60614-1234')).toEqual({ street: null, city: 'Chicago', state: 'IL', zip: '60614' });
    expect(parseAddress('12 Main Ct')).toEqual({ street: '12 Main Ct', city: null, state: null, zip: null });
    expect(parseAddress('400 Market St, Philadelphia, Pennsylvania 19106, USA')).toEqual({
      street: '400 Market St',
      city: 'Philadelphia',
      state: 'PA',
      zip: '19106',
    });
  });

  it('resolves a ZIP to its centre and keeps the street as typed', () => {
    expect(geocode('123 court st, Brooklyn, NY 11201')).toEqual({
      street: '123 court st',
      city: 'Brooklyn',
      state: 'NY',
      zip: '11201',
      lat: 40.694,
      lng: -73.9903,
    });
    // the ZIP decides the city, whatever was typed for it
    expect(geocode('1 Main St, Somewhere, NY 10036')).toMatchObject({ city: 'New York', zip: '10036' });
  });

  it('resolves a city without a ZIP to a point inside the city', () => {
    const nyc = geocode('New York, NY')!;
    expect(nyc.zip).toBeNull();
    expect(distanceMiles({ lat: nyc.lat, lng: nyc.lng }, { lat: 40.758, lng: -73.9855 })).toBeLessThan(3);
    expect(geocode('Chicago')).toMatchObject({ city: 'Chicago', state: 'IL' });
  });

  it('finds nothing for unknown places, ZIPs and bare streets', () => {
    expect(geocode('99999')).toBeNull();
    expect(geocode('Atlantis, ZZ')).toBeNull();
    expect(geocode('123 Court St')).toBeNull();
    expect(geocode('')).toBeNull();
    expect(geocode('🍕'.repeat(500))).toBeNull();
  });

  it('predicts ZIPs, ZIP prefixes, cities and streets', () => {
    expect(predictPlaces('11201')).toHaveLength(1);
    expect(predictPlaces('1120').every((p) => p.zip?.startsWith('1120'))).toBe(true);
    expect(predictPlaces('Brookl')[0]).toMatchObject({ city: 'Brooklyn', state: 'NY' });
    expect(predictPlaces('Philadelphia, PA')).toEqual([expect.objectContaining({ city: 'Philadelphia', state: 'PA' })]);
    expect(predictPlaces('qqqqqq')).toEqual([]);
  });

  // issue 32 item 2: '100 Court St, Brooklyn, NY' was placed at Brooklyn's centre, 3.5 miles from Court St
  it("places a street only with its ZIP, never at its city's centre", () => {
    expect(geocode('100 Court St, Brooklyn, NY')).toBeNull();
    expect(geocode('100 Court St, Brooklyn')).toBeNull();
    const withZip = geocode('100 Court St, Brooklyn, NY 11201')!;
    expect(withZip).toMatchObject({ street: '100 Court St', city: 'Brooklyn', zip: '11201' });
    // the ZIP's centre is within half a mile of 100 Court St (40.6905, -73.9925)
    expect(distanceMiles({ lat: withZip.lat, lng: withZip.lng }, { lat: 40.6905, lng: -73.9925 })).toBeLessThan(0.5);
    expect(geocode('100 Court St 11201')).toMatchObject({ street: '100 Court St', zip: '11201' });
    // a city asked for on its own is still its centre
    expect(geocode('Brooklyn, NY')).toMatchObject({ street: null, city: 'Brooklyn', zip: null });
  });

  it('predicts a street only in a city the shopper named, and with the ZIP where one was typed', () => {
    // a street alone is in no city the gazetteer could name: it is not offered in every seeded city
    expect(predictPlaces('100 Court St')).toEqual([]);
    expect(predictPlaces('100 Court St, Brooklyn')[0]).toMatchObject({ street: '100 Court St', city: 'Brooklyn', state: 'NY', zip: null });
    expect(predictPlaces('100 Court St, Brooklyn, NY 11201')).toEqual([
      expect.objectContaining({ street: '100 Court St', city: 'Brooklyn', zip: '11201' }),
    ]);
    expect(predictPlaces('100 Court St 11201')).toEqual([expect.objectContaining({ street: '100 Court St', zip: '11201' })]);
  });

  it('round-trips place ids without server state and rejects forged ones', () => {
    const place = geocode('123 Court St, Brooklyn, NY 11201')!;
    expect(decodePlaceId(encodePlaceId(place))).toEqual(place);
    expect(decodePlaceId('not a place id!')).toBeNull();
    expect(decodePlaceId(Buffer.from('{"v":1}').toString('base64url'))).toBeNull();
    expect(decodePlaceId(Buffer.from('[1,2').toString('base64url'))).toBeNull();
  });
});

describe.each(databaseKinds)('location routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/services/location${url}` });
    return { status: response.statusCode, body: response.json() };
  };

  it('predicts places and resolves the chosen one to coordinates', async () => {
    const predictions = predictionsResponse.parse(
      (await get(`/place-predictions?input=${encodeURIComponent('123 Court St, Brooklyn, NY 11201')}`)).body,
    );
    expect(predictions.status).toBe('OK');
    expect(predictions.predictions[0]).toMatchObject({
      description: '123 Court St, Brooklyn, NY 11201, USA',
      main_text: '123 Court St',
      secondary_text: 'Brooklyn, NY 11201',
    });
    const coordinates = await get(`/location-from-place-id?place_id=${predictions.predictions[0].place_id}`);
    expect(coordinatesResponse.parse(coordinates.body)).toEqual({ latitude: 40.694, longitude: -73.9903 });
  });

  it('answers INVALID_REQUEST for empty input and ZERO_RESULTS when nothing matches', async () => {
    expect((await get('/place-predictions?input=%20')).body).toEqual({ status: 'INVALID_REQUEST', predictions: [] });
    expect((await get('/place-predictions')).body).toEqual({ status: 'INVALID_REQUEST', predictions: [] });
    expect((await get('/place-predictions?input=zzzzzz')).body).toEqual({ status: 'ZERO_RESULTS', predictions: [] });
  });

  it('offers a street in the named city but places it only with its ZIP (404 without: the storefront asks for it)', async () => {
    expect((await get(`/place-predictions?input=${encodeURIComponent('100 Court St')}`)).body).toEqual({
      status: 'ZERO_RESULTS',
      predictions: [],
    });
    const cityOnly = predictionsResponse.parse(
      (await get(`/place-predictions?input=${encodeURIComponent('100 Court St, Brooklyn')}`)).body,
    );
    expect(cityOnly.predictions[0]).toMatchObject({
      description: '100 Court St, Brooklyn, NY, USA',
      main_text: '100 Court St',
      secondary_text: 'Brooklyn, NY',
    });
    const located = await get(`/location-from-place-id?place_id=${cityOnly.predictions[0].place_id}`);
    expect(located.status).toBe(404);
    expect((await get(`/geocode?address=${encodeURIComponent('100 Court St, Brooklyn, NY')}`)).body).toMatchObject({
      status: 'ZERO_RESULTS',
      latitude: null,
    });
    const withZip = predictionsResponse.parse(
      (await get(`/place-predictions?input=${encodeURIComponent('100 Court St, Brooklyn, NY 11201')}`)).body,
    );
    expect(withZip.predictions).toEqual([expect.objectContaining({ main_text: '100 Court St', secondary_text: 'Brooklyn, NY 11201' })]);
    expect(coordinatesResponse.parse((await get(`/location-from-place-id?place_id=${withZip.predictions[0].place_id}`)).body)).toEqual({
      latitude: 40.694,
      longitude: -73.9903,
    });
  });

  it('answers 404 for an unknown place id', async () => {
    const { status, body } = await get('/location-from-place-id?place_id=abc');
    expect(status).toBe(404);
    expect(errorResponse.parse(body).errors[0].code).toBe('place_not_found');
  });

  it('geocodes with address components, Brooklyn as a sublocality', async () => {
    const brooklyn = geocodeResponse.parse((await get(`/geocode?address=${encodeURIComponent('123 Court St, Brooklyn, NY 11201')}`)).body);
    expect(brooklyn.address_components.map((c) => c.types[0])).toEqual([
      'street_number',
      'route',
      'political',
      'administrative_area_level_1',
      'country',
      'postal_code',
    ]);
    expect(brooklyn.address_components[2]).toMatchObject({ long_name: 'Brooklyn', types: expect.arrayContaining(['sublocality']) });
    const chicago = geocodeResponse.parse((await get(`/geocode?address=${encodeURIComponent('2400 N Clark St, Chicago, IL 60614')}`)).body);
    expect(chicago.address_components).toContainEqual({ long_name: 'Chicago', short_name: 'Chicago', types: ['locality', 'political'] });
    expect(chicago.address_components).toContainEqual({
      long_name: 'Illinois',
      short_name: 'IL',
      types: ['administrative_area_level_1', 'political'],
    });
    expect((await get('/geocode?address=nowhere')).body).toMatchObject({ status: 'ZERO_RESULTS', latitude: null, address_components: [] });
  });
});
