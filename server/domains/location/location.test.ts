import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { coordinatesResponse, geocodeResponse, predictionsResponse } from '../../contract/location';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { decodePlaceId, encodePlaceId, geocode, parseAddress, predictPlaces } from './geocoder';
import { distanceMiles } from './geometry';

describe('geocoder', () => {
  it('splits typed addresses into street, city, state and ZIP', () => {
    expect(parseAddress('123 Court St, Brooklyn, NY 11201')).toEqual({ street: '123 Court St', city: 'Brooklyn', state: 'NY', zip: '11201' });
    expect(parseAddress('Brooklyn NY')).toEqual({ street: null, city: 'Brooklyn', state: 'NY', zip: null });
    expect(parseAddress('Chicago IL 60614-1234')).toEqual({ street: null, city: 'Chicago', state: 'IL', zip: '60614' });
    expect(parseAddress('12 Main Ct')).toEqual({ street: '12 Main Ct', city: null, state: null, zip: null });
    expect(parseAddress('400 Market St, Philadelphia, Pennsylvania 19106, USA')).toEqual({ street: '400 Market St', city: 'Philadelphia', state: 'PA', zip: '19106' });
  });

  it('resolves a ZIP to its centre and keeps the street as typed', () => {
    expect(geocode('123 court st, Brooklyn, NY 11201')).toEqual({ street: '123 court st', city: 'Brooklyn', state: 'NY', zip: '11201', lat: 40.694, lng: -73.9903 });
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
    expect(predictPlaces('123 Court St').map((p) => p.city)).toEqual(['Brooklyn', 'New York', 'Philadelphia', 'Chicago']);
    expect(predictPlaces('qqqqqq')).toEqual([]);
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
    const predictions = predictionsResponse.parse((await get(`/place-predictions?input=${encodeURIComponent('123 Court St, Brooklyn, NY 11201')}`)).body);
    expect(predictions.status).toBe('OK');
    expect(predictions.predictions[0]).toMatchObject({
      description: '123 Court St, Brooklyn, NY 11201, USA', main_text: '123 Court St', secondary_text: 'Brooklyn, NY 11201',
    });
    const coordinates = await get(`/location-from-place-id?place_id=${predictions.predictions[0].place_id}`);
    expect(coordinatesResponse.parse(coordinates.body)).toEqual({ latitude: 40.694, longitude: -73.9903 });
  });

  it('answers INVALID_REQUEST for empty input and ZERO_RESULTS when nothing matches', async () => {
    expect((await get('/place-predictions?input=%20')).body).toEqual({ status: 'INVALID_REQUEST', predictions: [] });
    expect((await get('/place-predictions')).body).toEqual({ status: 'INVALID_REQUEST', predictions: [] });
    expect((await get('/place-predictions?input=zzzzzz')).body).toEqual({ status: 'ZERO_RESULTS', predictions: [] });
  });

  it('answers 404 for an unknown place id', async () => {
    const { status, body } = await get('/location-from-place-id?place_id=abc');
    expect(status).toBe(404);
    expect(errorResponse.parse(body).errors[0].code).toBe('place_not_found');
  });

  it('geocodes with address components, Brooklyn as a sublocality', async () => {
    const brooklyn = geocodeResponse.parse((await get(`/geocode?address=${encodeURIComponent('123 Court St, Brooklyn, NY 11201')}`)).body);
    expect(brooklyn.address_components.map((c) => c.types[0])).toEqual(['street_number', 'route', 'political', 'administrative_area_level_1', 'country', 'postal_code']);
    expect(brooklyn.address_components[2]).toMatchObject({ long_name: 'Brooklyn', types: expect.arrayContaining(['sublocality']) });
    const chicago = geocodeResponse.parse((await get(`/geocode?address=${encodeURIComponent('2400 N Clark St, Chicago, IL 60614')}`)).body);
    expect(chicago.address_components).toContainEqual({ long_name: 'Chicago', short_name: 'Chicago', types: ['locality', 'political'] });
    expect(chicago.address_components).toContainEqual({ long_name: 'Illinois', short_name: 'IL', types: ['administrative_area_level_1', 'political'] });
    expect((await get('/geocode?address=nowhere')).body).toMatchObject({ status: 'ZERO_RESULTS', latitude: null, address_components: [] });
  });
});
