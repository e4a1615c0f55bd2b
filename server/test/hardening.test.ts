import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../contract/common';
import { ORDER_LIMIT_MESSAGES } from '../contract/order-limits';
import { createTestApp, databaseKinds, testClock, type TestApp } from './harness';

/**
 * The items an attacker's probe found (issue 15): loose ids, unpaired surrogates, unbounded orders.
 * Expected messages are the limits' own texts; the numbers in them (50, 200, $3,000.00) are checked literally.
 */
const core = '/services/core/api';
const line = (quantity = 1, instruction?: string) => ({
  products_type_id: 1001502,
  products_quantity: quantity,
  selection_ids: [10010099],
  ...(instruction === undefined ? {} : { products_instruction: instruction }),
});
const order = (lines: object[]) => ({
  shop_id: 1001,
  placed_via: 'web',
  shipping_type: 'pickup',
  payment_method: 'cash',
  order_items_attributes: lines,
  email: 'ann@example.com',
  delivery_first_name: 'Ann',
  delivery_last_name: 'Lee',
  delivery_telephone: '7185550100',
  tip_amount: 0,
});

describe.each(databaseKinds)('hardening on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
  });
  afterAll(async () => t?.close());

  const post = (url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const errors = (body: string) => {
    const parsed = errorResponse.safeParse(JSON.parse(body));
    expect(parsed.success, body).toBe(true);
    return parsed.success ? parsed.data.errors : [];
  };

  describe('ids in URLs are plain decimal integers', () => {
    it.each(['0x3e9', '%201001', '1001%20', '1e3', '01001', '+1001', '1001.0', '9999999999999999'])(
      '/v3/menus/%s is not shop 1001',
      async (id) => {
        const response = await t.app.inject({ method: 'GET', url: `${core}/v3/menus/${id}` });
        expect([400, 404]).toContain(response.statusCode);
        errors(response.body);
      },
    );
    it('/v3/menus/1001 is', async () => {
      expect((await t.app.inject({ method: 'GET', url: `${core}/v3/menus/1001` })).statusCode).toBe(200);
    });
    it.each(['0x3e9', '1001%20'])('shop, coupons and product types refuse %s too', async (id) => {
      for (const url of [`${core}/v1/shops/${id}`, `${core}/v1/shops/${id}/coupons`, `${core}/v3/menus/1001/product-types?id=${id}`]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect([400, 404], url).toContain(response.statusCode);
        errors(response.body);
      }
    });
  });

  describe('text is well-formed Unicode before it is stored', () => {
    // JSON.stringify writes a lone surrogate as the escape \ud800, as an attacker's client would send it
    const lone = 'Extra \ud800 crispy';

    it('an order line instruction', async () => {
      const response = await post(`${core}/v2/orders`, { order: order([line(1, lone)]), order_option_types: [] });
      expect(response.statusCode).toBe(400);
      expect(errors(response.body)[0]).toMatchObject({
        code: 'malformed_text',
        field: 'order.order_items_attributes.0.products_instruction',
      });
    });
    it('any string of an activities payload, key or value', async () => {
      const value = await post(`${core}/v1/activities`, {
        type: 'magic_cart',
        uuid: crypto.randomUUID(),
        payload: { order: order([line()]), note: '\udc00' },
      });
      expect(value.statusCode).toBe(400);
      expect(errors(value.body)[0]).toMatchObject({ code: 'malformed_text', field: 'payload.note' });
      const key = await post(`${core}/v1/activities`, {
        type: 'magic_cart',
        uuid: crypto.randomUUID(),
        payload: { order: order([line()]), ['\ud800']: 1 },
      });
      expect(key.statusCode).toBe(400);
    });
    it('a shopping cart', async () => {
      const response = await post(`${core}/v1/orders/shopping_cart`, {
        order: { ...order([line(1, lone)]) },
        calculate_strict_total: true,
      });
      expect(response.statusCode).toBe(400);
      expect(errors(response.body)[0].code).toBe('malformed_text');
    });
    it('a body nested 20 000 deep answers 400, not a stack overflow (found by npm run soak)', async () => {
      const deep = `{"browser_id":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
      const response = await t.app.inject({
        method: 'POST',
        url: `${core}/v1/shops/1002/add_requests`,
        headers: { 'content-type': 'application/json' },
        payload: deep,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(errors(response.body)[0].code).toBe('body_too_deep');
    });
    it('a paired surrogate (an emoji) is fine', async () => {
      const response = await post(`${core}/v2/orders`, { order: order([line(1, 'Extra 🍕 crispy')]), order_option_types: [] });
      expect(response.statusCode, response.body).toBe(201);
    });
  });

  describe('an order has a size limit', () => {
    it('51 of one item is refused with the cap in words', async () => {
      const response = await post(`${core}/v2/orders`, { order: order([line(51)]), order_option_types: [] });
      expect(response.statusCode).toBe(400);
      expect(errors(response.body)[0].message).toContain('up to 50 of one item');
      expect((await post(`${core}/v1/orders/shopping_cart`, { order: order([line(51)]), calculate_strict_total: true })).statusCode).toBe(
        400,
      );
    });
    it('51 lines are refused', async () => {
      const lines = Array.from({ length: 51 }, () => line());
      const response = await post(`${core}/v2/orders`, { order: order(lines), order_option_types: [] });
      expect(response.statusCode).toBe(400);
      expect(errors(response.body)[0].message).toContain('up to 50 different items');
    });
    it('more than 200 items: the cart says so, placing answers 422', async () => {
      const lines = Array.from({ length: 5 }, () => line(41));
      const cart = await post(`${core}/v1/orders/shopping_cart`, { order: order(lines), calculate_strict_total: true });
      expect(cart.statusCode).toBe(200);
      const validations = cart.json().shopping_cart.order_validations;
      expect(validations.structured_errors).toContainEqual({ code: 'order_too_large', message: ORDER_LIMIT_MESSAGES.items });
      expect(ORDER_LIMIT_MESSAGES.items).toContain('up to 200 items');
      const placed = await post(`${core}/v2/orders`, { order: order(lines), order_option_types: [] });
      expect(placed.statusCode).toBe(422);
      expect(errors(placed.body)[0]).toMatchObject({ code: 'order_too_large', field: 'order_items_attributes' });
    });
    it('a total over $3,000 is refused, 200 items at most', async () => {
      const menu = (await t.app.inject({ method: 'GET', url: `${core}/v3/menus/1001` })).json();
      const priciest = findPriciestType(menu);
      const count = Math.ceil(300_000 / priciest.cents) + 1;
      expect(count, 'the seeded menu has an item dear enough to pass $3,000 within 200 items').toBeLessThanOrEqual(200);
      const lines = Array.from({ length: Math.ceil(count / 50) }, (_, i) => ({
        products_type_id: priciest.id,
        products_quantity: Math.min(50, count - i * 50),
        selection_ids: [],
      }));
      const placed = await post(`${core}/v2/orders`, { order: order(lines), order_option_types: [] });
      expect(placed.statusCode, placed.body).toBe(422);
      expect(errors(placed.body)[0].message).toBe(ORDER_LIMIT_MESSAGES.total);
      expect(ORDER_LIMIT_MESSAGES.total).toContain('$3,000.00');
    });
  });
});

describe.each(databaseKinds)('an order read by its uuid is not kept by caches on %s', (kind) => {
  let t: TestApp;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crust-static-no-store-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Crust</title><div id="root"></div>');
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z'), staticDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  // the answer carries the shopper's name, email, phone and address: no shared or browser cache may keep it
  it('GET v1/orders/{uuid} and the confirmation page say no-store', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: `${core}/v2/orders`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ order: order([line()]), order_option_types: [] }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const uuid = placed.json().order.uuid as string;
    const read = await t.app.inject({ method: 'GET', url: `${core}/v1/orders/${uuid}` });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const page = await t.app.inject({ method: 'GET', url: `/order-confirmation/${uuid}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    // other pages keep their revalidated caching
    expect((await t.app.inject({ method: 'GET', url: '/shop/search' })).headers['cache-control']).toBe('no-cache');
  });
});

/** The dearest product type (cents) on a v3 menu that needs no add-on chosen. */
function findPriciestType(menu: unknown): { id: number; cents: number } {
  let best = { id: 0, cents: 0 };
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const needsChoice =
      Array.isArray(record.selection_categories) && record.selection_categories.some((c: { mandatory: boolean }) => c.mandatory);
    if (typeof record.id === 'number' && typeof record.price === 'number' && 'product_id' in record && !needsChoice) {
      if (record.price > best.cents) best = { id: record.id, cents: record.price };
    }
    Object.values(record).forEach(visit);
  };
  visit(menu);
  return best;
}
