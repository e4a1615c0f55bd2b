import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { savedAddressesResponse, savedAddressResponse } from '../../contract/users';
import { TestBrowser, bearer, signUp } from '../../identity/oidc-test-client';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';

const core = '/services/core/api';
const courtStreet = { address: '123 Court St', address2: '3F', city: 'Brooklyn', state: 'NY', zipcode: '11201' };

describe.each(databaseKinds)('saved addresses on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
    token = (await signUp(t.app)).tokens.access_token;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, as: string | null = token) =>
    new TestBrowser(t.app).request({ method, url: `${core}${path}`, ...(payload ? { payload } : {}), headers: as ? bearer(as) : {} });
  const create = (address: object, as: string | null = token) => call('POST', '/v1/addresses', { address }, as);

  it('saves a geocoded address (address2 with one leading #), lists it, and answers the stored one for a repeat', async () => {
    const created = await create(courtStreet);
    expect(created.statusCode, created.body).toBe(201);
    const saved = savedAddressResponse.parse(created.json()).address;
    expect(saved).toMatchObject({
      address: '123 Court St',
      address2: '#3F',
      city: 'Brooklyn',
      state: 'NY',
      zipcode: '11201',
      created_at: '2026-11-23T17:00:00.000Z',
    });
    expect(saved.latitude).toBeCloseTo(40.69, 1);
    expect(saved.longitude).toBeCloseTo(-73.99, 1);

    const repeat = await create({ ...courtStreet, address: '123 court st', address2: '##3F', state: 'new york' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().address.id).toBe(saved.id);

    const other = await create({ address: '1600 Market St', city: 'Philadelphia', state: 'PA', zipcode: '19103' });
    expect(other.statusCode).toBe(201);
    const listed = savedAddressesResponse.parse((await call('GET', '/v1/addresses')).json());
    expect(listed.map((a) => a.id)).toEqual([other.json().address.id, saved.id].sort((a, b) => b - a));
    expect((await call('GET', '/v1/addresses')).headers['cache-control']).toBe('no-store');
  });

  it('deletes an address (204); a second delete answers 404', async () => {
    const id = (await create({ address: '5 Main St', city: 'Chicago', state: 'IL', zipcode: '60601' })).json().address.id;
    expect((await call('DELETE', `/v1/addresses/${id}`)).statusCode).toBe(204);
    expect((await call('GET', '/v1/addresses')).json().map((a: { id: number }) => a.id)).not.toContain(id);
    const again = await call('DELETE', `/v1/addresses/${id}`);
    expect(again.statusCode).toBe(404);
    expect(errorResponse.parse(again.json()).errors[0].code).toBe('address_not_found');
  });

  it('answers 422 with the server body for missing fields, a bad ZIP or an address the geocoder does not know; 400 for a malformed body', async () => {
    const missing = await create({ address: ' ', city: '', state: '', zipcode: '' });
    expect(missing.statusCode).toBe(422);
    expect(errorResponse.parse(missing.json()).errors.map(({ field, message }) => [field, message])).toEqual([
      ['address', 'This is a required field'],
      ['city', 'This is a required field'],
      ['state', 'This is a required field'],
      ['zipcode', 'This is a required field'],
    ]);
    const badZip = await create({ ...courtStreet, zipcode: '112O1' });
    expect(badZip.json().errors).toEqual([{ code: 'zipcode_invalid', message: 'Enter a valid Zip Code', field: 'zipcode' }]);
    for (const unknown of [
      { ...courtStreet, zipcode: '00000' },
      { ...courtStreet, state: 'CA' },
      { ...courtStreet, state: 'Narnia' },
    ]) {
      const response = await create(unknown);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toEqual({
        code: 'address_not_found',
        message: 'Please enter a valid delivery address',
        field: 'address',
      });
    }
    expect((await call('POST', '/v1/addresses', courtStreet)).statusCode).toBe(400);
    expect((await call('POST', '/v1/addresses', { address: { ...courtStreet, zipcode: 11201 } })).statusCode).toBe(400);
    expect((await call('DELETE', '/v1/addresses/abc')).statusCode).toBe(400);
  });

  it('keeps at most 50 addresses per account', async () => {
    const { tokens } = await signUp(t.app);
    for (let n = 1; n <= 50; n += 1) {
      expect(
        (await create({ address: `${n} Atlantic Ave`, city: 'Brooklyn', state: 'NY', zipcode: '11217' }, tokens.access_token)).statusCode,
      ).toBe(201);
    }
    const over = await create({ address: '51 Atlantic Ave', city: 'Brooklyn', state: 'NY', zipcode: '11217' }, tokens.access_token);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors[0]).toMatchObject({ code: 'address_limit', message: 'You can save up to 50 addresses.' });
    // a repeat of a saved one is still answered
    expect(
      (await create({ address: '7 Atlantic Ave', city: 'Brooklyn', state: 'NY', zipcode: '11217' }, tokens.access_token)).statusCode,
    ).toBe(200);
  });

  it('signed out: the list, create and delete answer 401 in the error shape', async () => {
    const listed = await call('GET', '/v1/addresses', undefined, null);
    expect(listed.statusCode).toBe(401);
    expect(errorResponse.parse(listed.json()).errors[0]).toEqual({ code: 'not_signed_in', message: 'Please sign in to continue.' });
    const created = await create(courtStreet, null);
    expect(created.statusCode).toBe(401);
    expect(errorResponse.parse(created.json()).errors[0].message).toBe('Please sign in to continue.');
    expect((await call('DELETE', '/v1/addresses/1', undefined, null)).statusCode).toBe(401);
  });
});
