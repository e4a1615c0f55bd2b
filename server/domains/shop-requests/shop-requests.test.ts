import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { shopAddRequestResponse } from '../../contract/shop-requests';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { countShopAddRequests } from './repository';

const api = '/services/core/api';
const browserId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const otherBrowser = '16fd2706-8baf-433b-82eb-8c7fada847da';
/** Seeded shops: Bushwick Brick Oven is not on Crust yet; Brooklyn Slice House is. */
const bushwick = 1008;
const brooklynSliceHouse = 1001;

describe.each(databaseKinds)('"Request to add" a shop on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
  });
  afterAll(async () => t?.close());
  const request = (shopId: number | string, body: unknown) =>
    t.app.inject({ method: 'POST', url: `${api}/v1/shops/${shopId}/add_requests`, payload: body as object });

  it('stores one request per shop per browser: a repeat answers 200 with the first one, no new row', async () => {
    const first = await request(bushwick, { browser_id: browserId });
    expect(first.statusCode, first.body).toBe(201);
    expect(shopAddRequestResponse.parse(first.json())).toEqual({
      shop_add_request: { shop_id: bushwick, requested_at: '2026-11-23T17:00:00.000Z' },
    });

    const repeat = await request(bushwick, { browser_id: browserId.toUpperCase() });
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(shopAddRequestResponse.parse(repeat.json()).shop_add_request.shop_id).toBe(bushwick);
    expect(await countShopAddRequests(t.db, bushwick)).toBe(1);

    const another = await request(bushwick, { browser_id: otherBrowser });
    expect(another.statusCode).toBe(201);
    expect(await countShopAddRequests(t.db, bushwick)).toBe(2);
  });

  it('refuses a shop already on Crust (422), an unknown shop (404) and a body without a browser id (400)', async () => {
    const acquired = await request(brooklynSliceHouse, { browser_id: browserId });
    expect(acquired.statusCode).toBe(422);
    expect(errorResponse.parse(acquired.json()).errors[0]?.code).toBe('shop_already_on_crust');
    expect(await countShopAddRequests(t.db, brooklynSliceHouse)).toBe(0);

    for (const shopId of [999_999, 99_999_999_999]) {
      const unknown = await request(shopId, { browser_id: browserId });
      expect(unknown.statusCode).toBe(404);
      expect(errorResponse.parse(unknown.json()).errors[0]?.code).toBe('shop_not_found');
    }
    for (const body of [{}, { browser_id: 'not-a-uuid' }]) {
      const malformed = await request(bushwick, body);
      expect(malformed.statusCode).toBe(400);
      errorResponse.parse(malformed.json());
    }
    expect((await request('abc', { browser_id: browserId })).statusCode).toBe(400);
  });
});
