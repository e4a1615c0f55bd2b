import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityResponse } from '../../contract/activities';
import { errorResponse } from '../../contract/common';
import * as schema from '../../db/schema';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';

const api = '/services/core/api';
const mondayNight = '2026-11-23T08:00:00Z'; // Brooklyn Slice House (1001) is open all day
const twoLargeCheese = 100103; // its bundle: 2 Large Cheese Pizzas for $29.99
const mozzarellaSticks = { productId: 1001014, typeId: 1001536 };
const largeCheese = (quantity: number, extra: Record<string, unknown> = {}) => ({
  products_type_id: 1001502,
  products_quantity: quantity,
  selection_ids: [10010099],
  ...extra,
});

/** A cash order at Brooklyn Slice House: a plain pizza with a note, the bundle's two pizzas, two mozzarella sticks. */
function orderBody(shipping: 'pickup' | 'delivery') {
  return {
    order: {
      shop_id: 1001,
      placed_via: 'web',
      shipping_type: shipping,
      payment_method: 'cash',
      order_items_attributes: [
        largeCheese(1, { products_instruction: 'well done' }),
        largeCheese(2, { coupon_id: twoLargeCheese }),
        { products_type_id: mozzarellaSticks.typeId, products_quantity: 2, selection_ids: [] },
      ],
      coupon_ids: [twoLargeCheese],
      delivery_instruction: 'Ring twice',
      email: 'ann@example.com',
      delivery_first_name: 'Ann',
      delivery_last_name: 'Lee',
      delivery_telephone: '718-555-0100',
      ...(shipping === 'delivery'
        ? {
            delivery_address: '123 Court St',
            delivery_floor: 'Apt 4',
            delivery_city: 'Brooklyn',
            delivery_state: 'NY',
            delivery_postcode: '11201',
          }
        : {}),
    },
    order_option_types: shipping === 'delivery' ? ['contactless_delivery', 'include_utensils'] : ['include_utensils'],
  };
}

describe.each(databaseKinds)('reordering a past order as an activity on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNight) });
  });
  afterAll(async () => t?.close());

  const place = async (shipping: 'pickup' | 'delivery') => {
    const response = await t.app.inject({ method: 'POST', url: `${api}/v2/orders`, payload: orderBody(shipping) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().order as { uuid: string };
  };
  const load = (uuid: string) => t.app.inject({ method: 'GET', url: `${api}/v1/activities/${uuid}` });

  it("answers a past order's lines, coupon, fulfilment and delivery address, named and priced from today's menu", async () => {
    const { uuid } = await place('delivery');
    t.clock.set('2026-11-30T08:00:00Z'); // a week later
    const response = await load(uuid.toUpperCase());
    expect(response.statusCode, response.body).toBe(200);
    const { activity } = activityResponse.parse(response.json());
    expect(activity).toMatchObject({ uuid, type: 'magic_cart', created_at: '2026-11-23T08:00:00.000Z' });
    expect(activity.order).toMatchObject({
      shop_id: 1001,
      shop_name: 'Brooklyn Slice House',
      web_slug: 'ny/brooklyn/11201/brooklyn-slice-house',
      shipping_type: 'delivery',
      deliver_at: null,
      delivery_address: '123 Court St',
      delivery_floor: '#Apt 4',
      delivery_city: 'Brooklyn',
      delivery_state: 'NY',
      delivery_postcode: '11201',
      // issue 31 item 6: the options and instructions come back too
      order_option_types: ['contactless_delivery', 'include_utensils'],
      delivery_instruction: 'Ring twice',
    });
    expect(activity.order.coupons.map((c) => c.id)).toEqual([twoLargeCheese]);
    const [plain, bundle, sticks] = activity.order.order_items;
    expect(plain).toMatchObject({
      products_type_id: 1001502,
      product_name: 'Cheese Pizza',
      product_type_name: 'Large 16"',
      products_quantity: 1,
      products_instruction: 'well done',
      coupon_id: null,
      is_available: true,
    });
    expect(plain.order_item_selections.map((s) => s.selection_id)).toEqual([10010099]);
    expect(bundle).toMatchObject({ products_quantity: 2, coupon_id: twoLargeCheese, is_available: true });
    expect(sticks).toMatchObject({
      products_id: mozzarellaSticks.productId,
      product_name: 'Mozzarella Sticks',
      product_type_name: 'Regular',
      product_type_price: 750,
      products_quantity: 2,
      is_available: true,
    });
  });

  it('marks items taken off the menu since as unavailable', async () => {
    const { uuid } = await place('pickup');
    // the menu is fixed while the server runs: the order is made to hold what the menu sold back then,
    // the seasonal pizza (off the menu today) and a product type that no longer exists
    const [row] = await t.db.select({ items: schema.orders.items }).from(schema.orders).where(eq(schema.orders.uuid, uuid));
    const gone = [
      { product_id: 1001012, product_type_id: 1001512, quantity: 1, selection_ids: [], special_request: null },
      { product_id: 4242, product_type_id: 4243, quantity: 1, selection_ids: [], special_request: null },
    ];
    await t.db
      .update(schema.orders)
      .set({ items: [...row.items, ...gone] })
      .where(eq(schema.orders.uuid, uuid));

    const { activity } = activityResponse.parse((await load(uuid)).json());
    expect(activity.order).toMatchObject({ shipping_type: 'pickup', delivery_address: null, delivery_postcode: null });
    expect(activity.order.order_items.map((i) => [i.product_name, i.is_available])).toEqual([
      ['Cheese Pizza', true],
      ['Cheese Pizza', true],
      ['Mozzarella Sticks', true],
      ['Seasonal Pumpkin Pizza', false],
      [null, false],
    ]);
  });

  it('is never shadowed by a magic cart saved under its uuid (refused 409), and still refuses unknown ones', async () => {
    const { uuid } = await place('pickup');
    const saved = await t.app.inject({
      method: 'POST',
      url: `${api}/v1/activities`,
      payload: { type: 'magic_cart', uuid, payload: { order: { shop_id: 1001, shipping_type: 'pickup', order_items_attributes: [] } } },
    });
    expect(saved.statusCode).toBe(409);
    expect(activityResponse.parse((await load(uuid)).json()).activity.order.order_items).not.toEqual([]);

    const unknown = await load('9f1e2d3c-4b5a-4697-8877-665544332211');
    expect(unknown.statusCode).toBe(404);
    expect(errorResponse.parse(unknown.json()).errors[0].code).toBe('activity_not_found');
  });
});
