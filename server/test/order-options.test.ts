import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../contract/common';
import { orderResponse } from '../contract/orders';
import { createTestApp, databaseKinds, testClock, type TestApp } from './harness';

const api = '/services/core/api';

/**
 * Order options (checkout §3 fulfilment, "order option types"): Brooklyn Slice House offers contactless
 * delivery and curbside pickup; utensils go with any order. A pickup order of one large cheese pizza.
 */
const cashPickup = (options: unknown[], shipping = 'pickup') => ({
  order: {
    shop_id: 1001,
    shipping_type: shipping,
    placed_via: 'web',
    payment_method: 'cash',
    order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
    email: 'ann@example.com',
    delivery_first_name: 'Ann',
    delivery_last_name: 'Lee',
    delivery_telephone: '718-555-0100',
  },
  order_option_types: options,
});

describe.each(databaseKinds)('order options on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
  });
  afterAll(async () => t?.close());
  const place = (body: ReturnType<typeof cashPickup>) => t.app.inject({ method: 'POST', url: `${api}/v2/orders`, payload: body });

  it('keeps the options chosen (each once) and answers them with the order, also when read back', async () => {
    const placed = await place(cashPickup(['curbside_pickup', 'include_utensils', 'curbside_pickup']));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderResponse.parse(placed.json()).order;
    expect(order.order_option_types).toEqual(['curbside_pickup', 'include_utensils']);
    const read = orderResponse.parse((await t.app.inject({ url: `${api}/v1/orders/${order.uuid}` })).json()).order;
    expect(read.order_option_types).toEqual(['curbside_pickup', 'include_utensils']);
  });

  it('refuses an option of the other mode, and one it does not know, naming the field', async () => {
    const contactlessPickup = await place(cashPickup(['contactless_delivery']));
    expect(contactlessPickup.statusCode).toBe(422);
    expect(errorResponse.parse(contactlessPickup.json()).errors[0]).toEqual({
      code: 'order_option_unavailable',
      message: "This pizzeria doesn't offer contactless delivery on pickup orders.",
      field: 'order_option_types',
    });
    const unknown = await place(cashPickup(['free_pizza']));
    expect(unknown.statusCode).toBe(422);
    expect(errorResponse.parse(unknown.json()).errors[0]).toMatchObject({ code: 'order_option_unknown', field: 'order_option_types' });
  });

  it('an order without options has none', async () => {
    const placed = await place(cashPickup([]));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(orderResponse.parse(placed.json()).order.order_option_types).toEqual([]);
  });
});
