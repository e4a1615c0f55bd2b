import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { bearer, signIn, TEST_HOST } from '../../identity/oidc-test-client';
import { DEMO_OWNER_EMAIL, DEMO_STAFF_PASSWORD, seedDemoOwnerIfMissing } from '../../seed/staff';
import { coreApi } from '../../test/core-api';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';

/*
 * Issue 36: 'a role tied to their shop(s)'. The README's two-shop demo account (owner@staff.crust.example) is staff of
 * Brooklyn Slice House (1001) and Carroll Gardens Pizzeria (1002): every board route answers it for both, and none for
 * a third shop (Midtown Pie Co., 1101).
 */
const mondayNoon = '2026-11-23T17:00:00Z'; // 12:00 in Brooklyn: 1001, 1002 (lunch and dinner) and 1101 are open
const BOARD = '/services/board/api/v1';
const owner = { email: DEMO_OWNER_EMAIL, password: DEMO_STAFF_PASSWORD };
type Headers = Record<string, string>;

/** New York Cheesecake × 1 for pickup, in cash (every seeded menu has it as product type <shop id>547). */
const pickupAt = (shopId: number) => ({
  order: {
    shop_id: shopId,
    placed_via: 'web',
    shipping_type: 'pickup',
    payment_method: 'cash',
    order_items_attributes: [{ products_type_id: shopId * 1000 + 547, products_quantity: 1, selection_ids: [] }],
    email: 'ann@example.com',
    delivery_first_name: 'Ann',
    delivery_last_name: 'Lee',
    delivery_telephone: '718-555-0100',
  },
  order_option_types: [],
});

describe.each(databaseKinds)('the two-shop demo account on %s', (kind) => {
  let t: TestApp;
  let port: number;
  let auth: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNoon), dispatchControl: true });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    auth = bearer((await signIn(t.app, owner)).tokens.access_token);
  }, 60_000);
  afterAll(async () => t?.close());

  const call = coreApi(() => t.app);
  const board = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url: `${BOARD}${url}`, headers: { host: TEST_HOST, ...auth, ...headers }, ...(payload ? { payload } : {}) });
  const place = async (shopId: number) => {
    const placed = await call('POST', '/v2/orders', pickupAt(shopId));
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().order.uuid as string;
  };
  /** The event stream's status code, as a browser's connection gets it (then closed). */
  const streamStatus = (shopId: number) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: `${BOARD}/shops/${shopId}/events`, headers: { host: TEST_HOST, ...auth } });
      request.on('error', reject);
      request.on('response', (response) => {
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
    });

  it('lists both shops, by id', async () => {
    const listed = await board('GET', '/staff/shops');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().shops.map((shop: { id: number; name: string }) => [shop.id, shop.name])).toEqual([
      [1001, 'Brooklyn Slice House'],
      [1002, 'Carroll Gardens Pizzeria'],
    ]);
  });

  it.each([1001, 1002])('every board route answers it at shop %i', async (shopId) => {
    const uuid = await place(shopId);
    const listed = await board('GET', `/shops/${shopId}/orders`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().orders.map((order: { uuid: string }) => order.uuid)).toContain(uuid);
    expect(await streamStatus(shopId)).toBe(200);
    expect((await board('POST', `/shops/${shopId}/heartbeat`)).statusCode).toBe(204);
    const steps: [string, object | undefined, Headers, number][] = [
      ['adjust', { amount: 100, reason: 'No basil' }, { 'idempotency-key': `adjust-${uuid}` }, 200],
      ['accept', { prep_minutes: 20 }, {}, 200],
      ['delay', { minutes: 10 }, { 'idempotency-key': `late-${uuid}` }, 200],
      // a pickup order is not out for delivery: the route answers, with the lifecycle's refusal
      ['out_for_delivery', undefined, {}, 409],
      ['ready', undefined, {}, 200],
      ['complete', undefined, {}, 200],
    ];
    for (const [action, body, headers, status] of steps) {
      const answer = await board('POST', `/shops/${shopId}/orders/${uuid}/${action}`, headers, body);
      expect(answer.statusCode, `${action}: ${answer.body}`).toBe(status);
    }
    const declined = await board('POST', `/shops/${shopId}/orders/${await place(shopId)}/decline`, {}, { reason: 'Out of dough' });
    expect(declined.statusCode, declined.body).toBe(200);
  });

  it('is refused on every board route of a shop it is not staff of', async () => {
    const uuid = await place(1101);
    expect(await streamStatus(1101)).toBe(403);
    const routes: ['GET' | 'POST', string, object | undefined][] = [
      ['GET', '/shops/1101/orders', undefined],
      ['POST', '/shops/1101/heartbeat', undefined],
      ['POST', `/shops/1101/orders/${uuid}/accept`, { prep_minutes: 20 }],
      ['POST', `/shops/1101/orders/${uuid}/decline`, { reason: 'Out of dough' }],
      ['POST', `/shops/1101/orders/${uuid}/delay`, { minutes: 10 }],
      ['POST', `/shops/1101/orders/${uuid}/ready`, undefined],
      ['POST', `/shops/1101/orders/${uuid}/out_for_delivery`, undefined],
      ['POST', `/shops/1101/orders/${uuid}/complete`, undefined],
      ['POST', `/shops/1101/orders/${uuid}/adjust`, { amount: 100, reason: 'No basil' }],
    ];
    for (const [method, url, body] of routes) {
      const answer = await board(method, url, { 'idempotency-key': `third-${url}` }, body);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(403);
    }
  });

  it('is seeded on a database seeded before it, once', async () => {
    await t.db.delete(schema.users).where(eq(schema.users.email, DEMO_OWNER_EMAIL));
    expect(await seedDemoOwnerIfMissing(t.db)).toBe(true);
    expect(await seedDemoOwnerIfMissing(t.db)).toBe(false);
    const again = bearer((await signIn(t.app, owner)).tokens.access_token);
    const listed = await board('GET', '/staff/shops', again);
    expect(listed.json().shops.map((shop: { id: number }) => shop.id)).toEqual([1001, 1002]);
  });
});
