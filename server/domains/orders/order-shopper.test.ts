import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { orderResponse } from '../../contract/orders';
import { userResponse } from '../../contract/users';
import * as schema from '../../db/schema';
import { bearer, signUp, TEST_HOST } from '../../identity/oidc-test-client';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { cashPickupOrder } from '../../test/order-bodies';

const mondayNight = '2026-11-23T08:00:00Z'; // Brooklyn Slice House (1001) is open all day
const browserId = '3f6c1a52-8d0e-4b7a-9c1e-2a4b6d8f0e13';

describe.each(databaseKinds)("an order's shopper on %s: anonymous_id and customers_id", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNight) });
  });
  afterAll(async () => t?.close());

  const place = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/services/core/api/v2/orders', payload: body, headers: { host: TEST_HOST, ...headers } });
  const stored = async (uuid: string) => {
    const [row] = await t.db.select().from(schema.orders).where(eq(schema.orders.uuid, uuid));
    return { anonymousId: row!.anonymousId, customersId: row!.customersId };
  };
  async function signedIn() {
    const { tokens } = await signUp(t.app);
    const auth = bearer(tokens.access_token);
    const me = userResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/services/core/api/v1/users/me', headers: { host: TEST_HOST, ...auth } })).json(),
    );
    return { auth, id: me.user.id };
  }

  it("keeps a guest's browser id on the order, with no account", async () => {
    const placed = await place(cashPickupOrder({ anonymous_id: browserId }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stored(orderResponse.parse(placed.json()).order.uuid)).toEqual({ anonymousId: browserId, customersId: null });
    // an older storefront that sends none
    const without = await place(cashPickupOrder());
    expect(await stored(orderResponse.parse(without.json()).order.uuid)).toEqual({ anonymousId: null, customersId: null });
  });

  it("keeps a signed-in shopper's customers_id (the token's account) and browser id", async () => {
    const { auth, id } = await signedIn();
    const placed = await place(cashPickupOrder({ anonymous_id: browserId, customers_id: id }), auth);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stored(orderResponse.parse(placed.json()).order.uuid)).toEqual({ anonymousId: browserId, customersId: id });
  });

  it('refuses a customers_id the token does not back (signed out since, or another account), placing nothing', async () => {
    const { auth, id } = await signedIn();
    const before = (await t.db.select().from(schema.orders)).length;
    for (const [body, headers] of [
      [cashPickupOrder({ customers_id: id }), {}],
      [cashPickupOrder({ customers_id: id + 1000 }), auth],
    ] as const) {
      const refused = await place(body, headers);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(errorResponse.parse(refused.json()).errors).toMatchObject([{ code: 'customer_mismatch', field: 'customers_id' }]);
    }
    expect((await t.db.select().from(schema.orders)).length).toBe(before);
  });

  /**
   * Issue 37 item 9: GET v1/orders/{uuid} is public to anyone holding the uuid. They read what the confirmation
   * page shows (the first name, the phone's last four for text updates, the delivery's street, city, state, ZIP);
   * the account that placed it, and the browser that placed it (Order-Key: its Idempotency-Key), read it in full.
   */
  describe('GET v1/orders/{uuid}: the minimum for a uuid holder, in full for its owner', () => {
    const delivery = (fields: Record<string, unknown> = {}) =>
      cashPickupOrder({
        shipping_type: 'delivery',
        delivery_address: '123 Court St',
        delivery_floor: '3F',
        delivery_city: 'Brooklyn',
        delivery_state: 'NY',
        delivery_postcode: '11201',
        ...fields,
      });
    const read = (uuid: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/services/core/api/v1/orders/${uuid}`, headers: { host: TEST_HOST, ...headers } });
    const full = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '7185550100', phone_last_four: '0100' };
    const minimum = { first_name: 'Ann', last_name: null, email: null, phone: null, phone_last_four: '0100' };
    const fullAddress = { address: '123 Court St', address2: '#3F', city: 'Brooklyn', state: 'NY', zipcode: '11201' };

    it("a guest's order: the uuid alone reads the minimum; the placing browser's key reads it all", async () => {
      const key = crypto.randomUUID();
      const placed = await place(delivery(), { 'idempotency-key': key });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = orderResponse.parse(placed.json()).order;
      expect(order.contact).toEqual(full);

      const byUuid = await read(order.uuid);
      expect(byUuid.statusCode).toBe(200);
      const seen = orderResponse.parse(byUuid.json()).order;
      expect(seen.contact).toEqual(minimum);
      expect(seen.delivery_address).toEqual({ ...fullAddress, address2: null });
      expect(byUuid.body).not.toContain('ann@example.com');
      expect(byUuid.body).not.toContain('7185550100');
      expect(byUuid.body).not.toContain('Lee');
      // the rest of the order is what the placing browser reads
      expect({ ...seen, contact: null, delivery_address: null }).toEqual({ ...order, contact: null, delivery_address: null });

      const byKey = orderResponse.parse((await read(order.uuid, { 'order-key': key })).json()).order;
      expect(byKey).toEqual(order);
      expect(byKey.delivery_address).toEqual(fullAddress);
      // a wrong key, another order's key or an empty one is a uuid holder
      for (const wrong of [crypto.randomUUID(), key.slice(0, -1), '']) {
        expect(orderResponse.parse((await read(order.uuid, { 'order-key': wrong })).json()).order.contact, wrong).toEqual(minimum);
      }
      // a signed-in account that did not place it is a uuid holder too
      const other = await signedIn();
      expect(orderResponse.parse((await read(order.uuid, other.auth)).json()).order.contact).toEqual(minimum);
    });

    it("a signed-in shopper's order: their token reads it all, another account's or none the minimum", async () => {
      const owner = await signedIn();
      const placed = await place(delivery({ customers_id: owner.id }), owner.auth);
      expect(placed.statusCode, placed.body).toBe(201);
      const order = orderResponse.parse(placed.json()).order;
      expect(orderResponse.parse((await read(order.uuid, owner.auth)).json()).order).toEqual(order);
      const other = await signedIn();
      for (const headers of [{}, other.auth]) {
        const seen = orderResponse.parse((await read(order.uuid, headers)).json()).order;
        expect(seen.contact).toEqual(minimum);
        expect(seen.delivery_address).toEqual({ ...fullAddress, address2: null });
      }
    });

    it('an Order-Key longer than any key is a 400, never a 5xx', async () => {
      const placed = orderResponse.parse((await place(cashPickupOrder())).json()).order;
      expect((await read(placed.uuid, { 'order-key': 'k'.repeat(256) })).statusCode).toBe(400);
    });
  });

  it('bad ids are a 400, never a 5xx', async () => {
    for (const fields of [{ anonymous_id: 'x'.repeat(101) }, { anonymous_id: 42 }, { customers_id: 'me' }, { customers_id: -1 }]) {
      const answer = await place(cashPickupOrder(fields));
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
    }
  });
});
