import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { orderHistoryResponse } from '../../contract/users';
import * as schema from '../../db/schema';
import { TestBrowser, bearer, signUp } from '../../identity/oidc-test-client';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { cashPickupOrder } from '../../test/order-bodies';

const core = '/services/core/api';

describe.each(databaseKinds)('order history on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
    token = (await signUp(t.app)).tokens.access_token;
    userId = (await new TestBrowser(t.app).get(`${core}/v1/users/me`, bearer(token))).json().user.id;
  });
  afterAll(async () => t?.close());

  const place = (headers: Record<string, string> = {}) =>
    new TestBrowser(t.app).request({ method: 'POST', url: `${core}/v2/orders`, payload: cashPickupOrder(), headers });
  const history = (query: string, as: string | null = token) =>
    new TestBrowser(t.app).get(`${core}/v1/orders?${query}`, as ? bearer(as) : {});

  it("links a signed-in shopper's order to the account and leaves a guest's unlinked", async () => {
    const guest = await place();
    expect(guest.statusCode).toBe(201);
    const signedIn = await place(bearer(token));
    expect(signedIn.statusCode).toBe(201);
    const rows = await t.db
      .select({ uuid: schema.orders.uuid, customersId: schema.orders.customersId })
      .from(schema.orders)
      .where(eq(schema.orders.uuid, guest.json().order.uuid));
    expect(rows[0].customersId).toBeNull();
    const [linked] = await t.db
      .select({ customersId: schema.orders.customersId })
      .from(schema.orders)
      .where(eq(schema.orders.uuid, signedIn.json().order.uuid));
    expect(linked.customersId).toBe(userId);
  });

  it('answers the history newest first, page by page, and for one shop by web_slug', async () => {
    const { tokens } = await signUp(t.app);
    const placed: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      t.clock.set(new Date(Date.parse('2026-11-23T17:00:00Z') + i * 60_000));
      placed.push((await place(bearer(tokens.access_token))).json().order.uuid);
    }
    t.clock.set('2026-11-23T17:00:00Z');
    const all = orderHistoryResponse.parse((await history('per_page=15&page=1', tokens.access_token)).json());
    expect(all.orders.map((order) => order.uuid)).toEqual([...placed].reverse());
    expect(all.meta.pagination).toEqual({ page: 1, per_page: 15, total_count: 3, total_pages: 1 });
    expect(all.orders[0].shop.web_slug).toBe('ny/brooklyn/11201/brooklyn-slice-house');

    const second = orderHistoryResponse.parse((await history('per_page=2&page=2', tokens.access_token)).json());
    expect(second.orders.map((order) => order.uuid)).toEqual([placed[0]]);
    expect(second.meta.pagination).toEqual({ page: 2, per_page: 2, total_count: 3, total_pages: 2 });

    const atShop = orderHistoryResponse.parse(
      (await history(`per_page=1&web_slug=${encodeURIComponent('ny/brooklyn/11201/brooklyn-slice-house')}`, tokens.access_token)).json(),
    );
    expect(atShop.orders.map((order) => order.uuid)).toEqual([placed[2]]);
    const otherSlug = (await new TestBrowser(t.app).get(`${core}/v1/shops/1002`)).json().shop?.web_slug ?? 'ny/brooklyn/11201/nowhere';
    expect((await history(`per_page=1&web_slug=${encodeURIComponent(otherSlug)}`, tokens.access_token)).json().orders).toEqual([]);
    expect((await history('per_page=1&web_slug=xx/nowhere/00000/none', tokens.access_token)).json().meta.pagination.total_count).toBe(0);
  });

  it('refuses a bad page size (400) and signed-out readers (401, which the storefront reads as an empty page)', async () => {
    expect((await history('per_page=0')).statusCode).toBe(400);
    expect((await history('per_page=500')).statusCode).toBe(400);
    expect((await history('page=abc')).statusCode).toBe(400);
    const signedOut = await history('per_page=15', null);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().errors[0].code).toBe('not_signed_in');
  });

  it('an invalid token on POST v2/orders answers 401 and places nothing (the storefront refreshes and retries)', async () => {
    const before = (await t.db.select({ id: schema.orders.id }).from(schema.orders)).length;
    const response = await place(bearer(`${token.slice(0, -6)}AAAAAA`));
    expect(response.statusCode).toBe(401);
    expect(errorResponse.parse(response.json()).errors[0].code).toBe('invalid_token');
    expect((await t.db.select({ id: schema.orders.id }).from(schema.orders)).length).toBe(before);
  });
});
