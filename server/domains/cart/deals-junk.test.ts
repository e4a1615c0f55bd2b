import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';

/** Junk at the deal routes and the deal fields of the cart: never a 5xx, always the contract's error body. */
const runs = 40;
const core = '/services/core/api';
const oddValues: unknown[] = [
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  1e308,
  '',
  '\u0000',
  'a\u0000b',
  '🍕'.repeat(40),
  'x'.repeat(600),
  null,
  true,
  [],
  {},
  [1, 2, 3],
  { a: 1 },
];
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom(...oddValues),
  fc.array(fc.integer(), { maxLength: 20 }),
);
const junkString = fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom('', ' ', '%00', "1' or '1'='1", 'SAVE10', 'ñ', '../x'));

function cart() {
  return {
    shop_id: 1001,
    shipping_type: 'pickup',
    payment_method: 'credit',
    promo_code_id: 2,
    coupon_ids: [100103],
    magic_cart_uuid: null as unknown,
    order_items_attributes: [{ products_type_id: 1001502, products_quantity: 2, selection_ids: [10010099], coupon_id: 100103 }],
  };
}
const cartFields = ['shop_id', 'payment_method', 'promo_code_id', 'coupon_ids', 'magic_cart_uuid', 'order_items_attributes'] as const;
const mutatedCart = fc.record({ field: fc.constantFrom(...cartFields, 'coupon_id'), value: junkValue }).map(({ field, value }) => {
  const order: Record<string, unknown> = cart();
  if (field === 'coupon_id') (order.order_items_attributes as Record<string, unknown>[])[0].coupon_id = value;
  else order[field] = value;
  return order;
});

describe.each(databaseKinds)('junk at the deal routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
  });
  afterAll(async () => t?.close());

  async function expectSane(request: InjectOptions & { url: string }) {
    const response = await t.app.inject(request);
    const where = `${request.method ?? 'GET'} ${request.url} ${String(request.payload ?? '').slice(0, 200)}`;
    expect(response.statusCode, where).toBeLessThan(500);
    if (response.statusCode >= 400) expect(errorResponse.safeParse(response.json()).success, `${where} → ${response.body}`).toBe(true);
  }
  const post = (url: string, body: unknown) =>
    expectSane({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) ?? 'null' });

  it('POST shopping cart with junk deal fields', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedCart, (order) => post(`${core}/v1/orders/shopping_cart`, { order })),
      { numRuns: runs * 2 },
    );
  });

  it('POST promo code validation with junk tags and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        junkString,
        fc.oneof(
          junkValue,
          mutatedCart.map((order) => ({ order })),
        ),
        (tag, body) => post(`${core}/v1/promo_codes/validate?tag=${encodeURIComponent(tag)}`, body),
      ),
      { numRuns: runs * 2 },
    );
    await expectSane({ method: 'POST', url: `${core}/v1/promo_codes/validate?tag=a&tag=b`, payload: { order: cart() } });
  });

  it('POST and GET activities with junk', async () => {
    const uuid = fc.oneof(fc.uuid(), junkString);
    await fc.assert(
      fc.asyncProperty(uuid, fc.oneof(junkValue, mutatedCart), fc.constantFrom('magic_cart', 'other'), (id, order, type) =>
        post(`${core}/v1/activities`, { type, uuid: id, payload: { order } }),
      ),
      { numRuns: runs * 2 },
    );
    await fc.assert(
      fc.asyncProperty(uuid, (id) => expectSane({ method: 'GET', url: `${core}/v1/activities/${encodeURIComponent(id)}` })),
      { numRuns: runs },
    );
  });

  it('GET coupons with junk shop ids', async () => {
    await fc.assert(
      fc.asyncProperty(junkString, (id) => expectSane({ method: 'GET', url: `${core}/v1/shops/${encodeURIComponent(id)}/coupons` })),
      { numRuns: runs },
    );
  });
});
