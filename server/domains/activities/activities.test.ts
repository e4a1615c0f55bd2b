import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityResponse, createActivityResponse } from '../../contract/activities';
import { errorResponse } from '../../contract/common';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { cashPickupOrder } from '../../test/order-bodies';

const api = '/services/core/api';
const uuid = '5b0f3d7e-9c2a-4e61-8f3b-2d4c6a8e0f12';
/** Large cheese (hand tossed, whole pepperoni, half onions) and two cheese pizzas in the seeded bundle, at Brooklyn Slice House. */
function cart(extra: Record<string, unknown> = {}) {
  return {
    shop_id: 1001,
    shipping_type: 'delivery',
    order_items_attributes: [
      { products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099, 10010102], products_instruction: 'well done' },
      { products_type_id: 1001502, products_quantity: 2, selection_ids: [10010099], coupon_id: 100103 },
    ],
    coupon_ids: [100103],
    delivery_address: '145 Montague St',
    delivery_floor: '#3F',
    delivery_city: 'Brooklyn',
    delivery_state: 'NY',
    delivery_postcode: '11201',
    ...extra,
  };
}

describe.each(databaseKinds)('magic cart activities on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
  });
  afterAll(async () => t?.close());
  const save = (body: unknown) => t.app.inject({ method: 'POST', url: `${api}/v1/activities`, payload: body as object });
  const load = (id: string) => t.app.inject({ method: 'GET', url: `${api}/v1/activities/${id}` });

  it('saves a magic cart and answers it described from the menu', async () => {
    const created = await save({ type: 'magic_cart', uuid, payload: { order: cart() } });
    expect(created.statusCode, created.body).toBe(201);
    expect(createActivityResponse.parse(created.json()).activity).toMatchObject({
      uuid,
      type: 'magic_cart',
      created_at: '2026-11-23T17:00:00.000Z',
    });

    const { activity } = activityResponse.parse((await load(uuid.toUpperCase())).json());
    expect(activity.order).toMatchObject({
      shop_id: 1001,
      shop_name: 'Brooklyn Slice House',
      shipping_type: 'delivery',
      deliver_at: null,
      delivery_address: '145 Montague St',
      delivery_floor: '#3F',
      delivery_postcode: '11201',
    });
    expect(activity.order.coupons.map((c) => c.id)).toEqual([100103]);
    const [first, second] = activity.order.order_items;
    expect(first).toMatchObject({
      products_type_id: 1001502,
      product_name: 'Cheese Pizza',
      product_type_name: 'Large 16"',
      products_quantity: 1,
      products_instruction: 'well done',
      coupon_id: null,
      is_available: true,
    });
    expect(first.order_item_selections.map((s) => s.selection_id)).toEqual([10010099, 10010102]);
    expect(first.order_item_selections.every((s) => s.addon_id > 0 && s.name !== '')).toBe(true);
    expect(second).toMatchObject({ products_quantity: 2, coupon_id: 100103, is_available: true });
  });

  // an activity has no owner: whoever holds its uuid must not replace the cart behind a shared link
  it('is created once: a second save under its uuid is refused 409 and the first cart kept', async () => {
    const again = await save({
      type: 'magic_cart',
      uuid: uuid.toUpperCase(),
      payload: { order: cart({ shipping_type: 'pickup', coupon_ids: [], order_items_attributes: [] }) },
    });
    expect(again.statusCode).toBe(409);
    expect(errorResponse.parse(again.json()).errors[0].code).toBe('activity_exists');
    const { activity } = activityResponse.parse((await load(uuid)).json());
    expect(activity.order.shipping_type).toBe('delivery');
    expect(activity.order.order_items).toHaveLength(2);
  });

  it("never shadows a past order: a save under an order's uuid is refused and Reorder still reads the order", async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: `${api}/v2/orders`,
      payload: cashPickupOrder({ delivery_telephone: '7185550100', tip_amount: 0 }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderUuid = placed.json().order.uuid as string;
    const shadow = await save({ type: 'magic_cart', uuid: orderUuid, payload: { order: cart({ order_items_attributes: [] }) } });
    expect(shadow.statusCode).toBe(409);
    const { activity } = activityResponse.parse((await load(orderUuid)).json());
    expect(activity.order.shipping_type).toBe('pickup');
    expect(activity.order.order_items.map((item) => item.products_quantity)).toEqual([1]);
  });

  it('marks saved items that can no longer be ordered as saved', async () => {
    const id = '0e6a1c2b-7d3f-4a59-b8e0-91c2d3f4a5b6';
    const order = cart({
      order_items_attributes: [
        { products_type_id: 1001512, products_quantity: 1, selection_ids: [] }, // the seasonal pizza, off the menu
        { products_type_id: 1001502, products_quantity: 1, selection_ids: [99999999] }, // an option that does not exist
        { products_type_id: 4243, products_quantity: 1, selection_ids: [] },
      ],
    });
    expect((await save({ type: 'magic_cart', uuid: id, payload: { order } })).statusCode).toBe(201);
    const items = activityResponse.parse((await load(id)).json()).activity.order.order_items;
    expect(items.map((i) => i.is_available)).toEqual([false, false, false]);
    expect(items[2]).toMatchObject({ product_name: null, product_type_name: null, product_type_price: null });
  });

  it('refuses unknown activities, unknown shops and malformed bodies', async () => {
    for (const id of ['9f1e2d3c-4b5a-4697-8877-665544332211', 'not-a-uuid', '%00']) {
      const response = await load(id);
      expect(response.statusCode, id).toBe(404);
      expect(errorResponse.parse(response.json()).errors[0].code).toBe('activity_not_found');
    }
    expect(
      (await save({ type: 'magic_cart', uuid: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', payload: { order: cart({ shop_id: 4242 }) } }))
        .statusCode,
    ).toBe(404);
    for (const body of [
      { type: 'reorder', uuid, payload: { order: cart() } },
      { type: 'magic_cart', uuid: 'x', payload: { order: cart() } },
      { type: 'magic_cart', uuid, payload: {} },
    ]) {
      const response = await save(body);
      expect(response.statusCode).toBe(400);
      expect(errorResponse.safeParse(response.json()).success).toBe(true);
    }
  });
});
