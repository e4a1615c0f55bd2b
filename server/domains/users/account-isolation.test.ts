import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { TestBrowser, bearer, signUp } from '../../identity/oidc-test-client';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { verifyPhone } from '../../test/phone-codes';
import { cashPickupOrder } from '../../test/order-bodies';

/**
 * User A, holding a valid token, tries every account route against user B's data: each is refused
 * (403 or 404) or answers only A's own, and B's rows are the same afterwards.
 */
const core = '/services/core/api';
const orderBody = (email: string) =>
  cashPickupOrder({ email, delivery_first_name: 'Bea', delivery_last_name: 'Baker', delivery_telephone: '212-555-0177' });

describe.each(databaseKinds)('one account cannot reach another on %s', (kind) => {
  let t: TestApp;
  let a: string;
  let b: string;
  let bUser: { id: number; email: string };
  let bAddressId: number;
  let bPreferencesId: number;
  let bOrderUuid: string;

  const call = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, payload?: object) =>
    new TestBrowser(t.app).request({ method, url: `${core}${path}`, ...(payload ? { payload } : {}), headers: bearer(token) });
  /** B's rows as stored: compared before and after each attempt */
  const bRows = async () => ({
    user: (await t.db.select().from(schema.users).where(eq(schema.users.id, bUser.id)))[0],
    addresses: await t.db.select().from(schema.userAddresses).where(eq(schema.userAddresses.userId, bUser.id)),
    preferences: await t.db.select().from(schema.userPreferences).where(eq(schema.userPreferences.userId, bUser.id)),
    sms: await t.db.select().from(schema.smsSubscriptions).where(eq(schema.smsSubscriptions.userId, bUser.id)),
    orders: await t.db.select().from(schema.orders).where(eq(schema.orders.customersId, bUser.id)),
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
    a = (await signUp(t.app)).tokens.access_token;
    const signedUpB = await signUp(t.app);
    b = signedUpB.tokens.access_token;
    bUser = (await call(b, 'GET', '/v1/users/me')).json().user;
    expect(
      (await call(b, 'PUT', `/v1/users/${bUser.id}`, { first_name: 'Bea', last_name: 'Baker', phone: '212-555-0177', email: bUser.email }))
        .statusCode,
    ).toBe(200);
    bAddressId = (
      await call(b, 'POST', '/v1/addresses', { address: { address: '10 Court St', city: 'Brooklyn', state: 'NY', zipcode: '11201' } })
    ).json().address.id;
    bPreferencesId = (await call(b, 'GET', '/v1/user_preferences')).json().user_preferences.id;
    expect((await call(b, 'PUT', `/v1/user_preferences/${bPreferencesId}`, { marketing_email_status: 'opted_in' })).statusCode).toBe(200);
    await verifyPhone(t.db, (method, path, payload) => call(b, method, path, payload), '2125550177');
    expect(
      (
        await call(b, 'POST', '/v1/sms_subscriptions', {
          phone_number: '2125550177',
          email: bUser.email,
          more: { transactional: true, marketing: true },
        })
      ).statusCode,
    ).toBe(201);
    const placed = await call(b, 'POST', '/v2/orders', orderBody(bUser.email));
    expect(placed.statusCode, placed.body).toBe(201);
    bOrderUuid = placed.json().order.uuid;
  });
  afterAll(async () => t?.close());

  it('GET users/me answers A, never B', async () => {
    const me = (await call(a, 'GET', '/v1/users/me')).json().user;
    expect(me.id).not.toBe(bUser.id);
    expect(me.email).not.toBe(bUser.email);
  });

  it("PUT users/{B's id} answers 403 and B is unchanged", async () => {
    const before = await bRows();
    const response = await call(a, 'PUT', `/v1/users/${bUser.id}`, {
      first_name: 'Mallory',
      last_name: 'X',
      phone: '718-555-0666',
      email: 'mallory@example.com',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('forbidden');
    expect(await bRows()).toEqual(before);
  });

  it("the turn_to tokens carry A's id", async () => {
    const aId = (await call(a, 'GET', '/v1/users/me')).json().user.id;
    for (const path of ['user_data', 'logged_in_data']) {
      expect(decodeJwt((await call(a, 'GET', `/v1/users/me/turn_to/${path}`)).json().token).sub).toBe(String(aId));
    }
  });

  it("GET addresses lists none of B's", async () => {
    const listed = (await call(a, 'GET', '/v1/addresses')).json() as { id: number }[];
    expect(listed.map((row) => row.id)).not.toContain(bAddressId);
  });

  it("DELETE addresses/{B's id} answers 404 and B's address stays", async () => {
    const before = await bRows();
    expect((await call(a, 'DELETE', `/v1/addresses/${bAddressId}`)).statusCode).toBe(404);
    expect(await bRows()).toEqual(before);
    expect((await call(b, 'GET', '/v1/addresses')).json().map((row: { id: number }) => row.id)).toContain(bAddressId);
  });

  it("GET user_preferences answers A's", async () => {
    const mine = (await call(a, 'GET', '/v1/user_preferences')).json().user_preferences;
    expect(mine.id).not.toBe(bPreferencesId);
    expect(mine.marketing_email_status).toBe('unsubscribed');
  });

  it("PUT user_preferences/{B's id} answers 404 and B's preferences stay", async () => {
    const before = await bRows();
    const response = await call(a, 'PUT', `/v1/user_preferences/${bPreferencesId}`, {
      marketing_email_status: 'unsubscribed',
      include_plastic_utensils: true,
    });
    expect(response.statusCode).toBe(404);
    expect(await bRows()).toEqual(before);
  });

  it('an id past any stored one answers 404, never 500 (found by npm run soak)', async () => {
    for (const id of ['2147483648', '999999999999999']) {
      expect((await call(a, 'PUT', `/v1/user_preferences/${id}`, { include_plastic_utensils: true })).statusCode).toBe(404);
      expect((await call(a, 'DELETE', `/v1/addresses/${id}`)).statusCode).toBe(404);
    }
  });

  it("GET sms_subscriptions for B's number answers none of B's", async () => {
    expect((await call(a, 'GET', '/v1/sms_subscriptions?phone_number=2125550177')).json()).toEqual([]);
    expect((await call(a, 'GET', '/v1/sms_subscriptions')).json()).toEqual([]);
  });

  it("POST sms_subscriptions with B's number sets only A's own consent; B's stays", async () => {
    const before = await bRows();
    const response = await call(a, 'POST', '/v1/sms_subscriptions', {
      phone_number: '2125550177',
      more: { transactional: false, marketing: false },
    });
    expect(response.statusCode).toBe(201);
    expect(await bRows()).toEqual(before);
    expect((await call(b, 'GET', '/v1/sms_subscriptions')).json()[0].more).toEqual({ transactional: true, marketing: true });
  });

  it("GET orders (any page, B's shop) lists none of B's orders", async () => {
    for (const query of ['per_page=15&page=1', 'per_page=1&page=1&web_slug=ny/brooklyn/11201/brooklyn-slice-house', 'per_page=50&page=2']) {
      const history = (await call(a, 'GET', `/v1/orders?${query}`)).json();
      expect(
        history.orders.map((order: { uuid: string }) => order.uuid),
        query,
      ).not.toContain(bOrderUuid);
      expect(history.meta.pagination.total_count).toBe(0);
    }
    expect((await call(b, 'GET', '/v1/orders')).json().orders.map((order: { uuid: string }) => order.uuid)).toEqual([bOrderUuid]);
  });

  it("POST v2/orders with A's token never links an order to B: a customers_id naming B is refused (422 customer_mismatch), nothing placed", async () => {
    const before = await bRows();
    const aBefore = (await call(a, 'GET', '/v1/orders')).json().orders.length;
    const body = orderBody('a@example.com');
    const refused = await call(a, 'POST', '/v2/orders', { ...body, order: { ...body.order, customers_id: bUser.id } });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors[0].code).toBe('customer_mismatch');
    expect(await bRows()).toEqual(before);
    expect((await call(a, 'GET', '/v1/orders')).json().orders).toHaveLength(aBefore);
    // the token decides: the same order without the other account's id is A's
    const placed = await call(a, 'POST', '/v2/orders', body);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await bRows()).toEqual(before);
    const aHistory = (await call(a, 'GET', '/v1/orders')).json();
    expect(aHistory.orders.map((order: { uuid: string }) => order.uuid)).toContain(placed.json().order.uuid);
  });
});
