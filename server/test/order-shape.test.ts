import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityResponse } from '../contract/activities';
import { shoppingCartResponse } from '../contract/cart';
import { errorResponse } from '../contract/common';
import { promoCodeValidateResponse } from '../contract/deals';
import { orderResponse } from '../contract/orders';
import * as schema from '../db/schema';
import { createTestApp, databaseKinds, testClock, type TestApp } from './harness';

const api = '/services/core/api';

/**
 * Bodies written from checkout §3 "Order submitted" and the route map's "one order shape": lines are
 * order_items_attributes {products_type_id, products_quantity, selection_ids, products_instruction, coupon_id},
 * with no products_id (the product follows from its type). Large 16" cheese pizza, hand tossed, at Brooklyn Slice House.
 */
const specLines = [
  { products_type_id: 1001502, products_quantity: 2, selection_ids: [10010099], products_instruction: 'well done', coupon_id: null },
];
const specOrder = { shop_id: 1001, shipping_type: 'pickup', order_items_attributes: specLines, payment_method: 'credit' };

describe.each(databaseKinds)('one order shape on every route that carries an order, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
  });
  afterAll(async () => t?.close());

  it('prices, validates a promo for, saves and places the same spec-shaped order', async () => {
    const cart = await t.app.inject({
      method: 'POST',
      url: `${api}/v1/orders/shopping_cart`,
      payload: { order: specOrder, calculate_strict_total: true },
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const receipt = shoppingCartResponse.parse(cart.json()).shopping_cart.receipt;
    expect(receipt.items[0]).toMatchObject({ product_id: 1001001, product_type_id: 1001502, quantity: 2, special_request: 'well done' });

    const promo = await t.app.inject({ method: 'POST', url: `${api}/v1/promo_codes/validate?tag=CRUST5`, payload: { order: specOrder } });
    expect(promo.statusCode, promo.body).toBe(200);
    expect(promoCodeValidateResponse.parse(promo.json()).promo_code.promo_flat_amount).toBe(500);

    const uuid = '3f0c2a1e-8d4b-4c6a-9e2f-1a2b3c4d5e6f';
    const saved = await t.app.inject({
      method: 'POST',
      url: `${api}/v1/activities`,
      payload: { type: 'magic_cart', uuid, payload: { order: specOrder } },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const activity = activityResponse.parse((await t.app.inject({ url: `${api}/v1/activities/${uuid}` })).json()).activity;
    expect(activity.order.order_items[0]).toMatchObject({
      products_id: 1001001,
      products_type_id: 1001502,
      products_quantity: 2,
      products_instruction: 'well done',
      is_available: true,
    });

    const placed = await t.app.inject({
      method: 'POST',
      url: `${api}/v2/orders`,
      payload: {
        order: {
          ...specOrder,
          payment_method: 'cash',
          placed_via: 'web',
          email: 'ann@example.com',
          delivery_first_name: 'Ann',
          delivery_last_name: 'Lee',
          delivery_telephone: '718-555-0100',
        },
        order_option_types: [],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderResponse.parse(placed.json()).order;
    expect(order.receipt.items[0]).toMatchObject({ product_id: 1001001, quantity: 2, special_request: 'well done' });
  });

  it('refuses the retired line shape (order_items with product_id) with the field that is missing', async () => {
    const old = {
      shop_id: 1001,
      shipping_type: 'pickup',
      order_items: [{ product_id: 1001001, product_type_id: 1001502, quantity: 1, selection_ids: [10010099] }],
    };
    const response = await t.app.inject({ method: 'POST', url: `${api}/v1/orders/shopping_cart`, payload: { order: old } });
    expect(response.statusCode).toBe(400);
    expect(errorResponse.parse(response.json()).errors.map((e) => e.field)).toEqual(['order.order_items_attributes']);
  });

  it("checks a promo request's lines like any order's", async () => {
    const bad = { ...specOrder, order_items_attributes: [{ products_type_id: 1001502, products_quantity: 0 }] };
    const response = await t.app.inject({ method: 'POST', url: `${api}/v1/promo_codes/validate?tag=CRUST5`, payload: { order: bad } });
    expect(response.statusCode).toBe(400);
    expect(errorResponse.parse(response.json()).errors.map((e) => e.field)).toEqual(['order.order_items_attributes.0.products_quantity']);
  });

  it("reads a magic cart saved in the retired line shape as today's", async () => {
    const uuid = '0b6e7f10-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
    const legacy = {
      shop_id: 1001,
      shipping_type: 'pickup',
      order_items: [
        { product_id: 1001001, product_type_id: 1001502, quantity: 3, selection_ids: [10010099], special_request: 'cut in squares' },
      ],
    };
    const at = new Date('2026-11-20T12:00:00Z');
    await t.db
      .insert(schema.activities)
      .values({ uuid, type: 'magic_cart', shopId: 1001, payload: { order: legacy }, createdAt: at, updatedAt: at });
    const response = await t.app.inject({ url: `${api}/v1/activities/${uuid}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(activityResponse.parse(response.json()).activity.order.order_items).toEqual([
      expect.objectContaining({
        products_id: 1001001,
        products_type_id: 1001502,
        products_quantity: 3,
        products_instruction: 'cut in squares',
        is_available: true,
      }),
    ]);
  });
});
