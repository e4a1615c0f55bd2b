import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingCartResponse } from '../../contract/cart';
import { couponsResponse } from '../../contract/deals';
import { orderResponse } from '../../contract/orders';
import type { Coupon } from '../../contract/shops';
import { loadMenuCatalog, type MenuCatalog } from '../menus/catalog';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';

/*
 * A bundle whose items carry the shopper's options (issue 32 item 3): the server alone prices it. The lines travel as
 * every order line does (checkout §3 order_items_attributes: products_type_id, selection_ids, coupon_id); the bundle price
 * pays for the sizes the deal names and every option stays charged, a topping on one half at half its price, rounded up.
 * Brooklyn Slice House's seeded Family Deal (server/seed/deals.ts), $34.99:
 */
const FAMILY_DEAL = { name: 'Family Deal', price: 3499 };
const items = [
  {
    product: 'Pepperoni Pizza',
    size: 'Large 16"',
    sizePrice: 2000,
    options: [
      ['Crust', 'Sicilian'],
      ['First Half Pizza Toppings', 'Mushrooms'],
      ['Extras', 'Extra Cheese'],
    ],
    extras: 250 + 100 + 250,
  },
  {
    product: 'Buffalo Wings',
    size: '12 pieces',
    sizePrice: 1525,
    options: [
      ['Wing Sauce', 'Hot'],
      ['Dressing', 'Ranch'],
    ],
    extras: 75,
  },
  { product: 'Soda', size: '2 Liter', sizePrice: 375, options: [['Flavor', 'Sprite']], extras: 0 },
] as const;

describe.each(databaseKinds)('a bundle with its items’ options on %s', (kind) => {
  let t: TestApp;
  let deal: Coupon;
  let catalog: MenuCatalog;
  const api = '/services/core/api';
  const shopId = 1001;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
    const coupons = couponsResponse.parse((await t.app.inject({ method: 'GET', url: `${api}/v1/shops/${shopId}/coupons` })).json()).coupons;
    deal = coupons.find((c) => c.name === FAMILY_DEAL.name)!;
    catalog = await loadMenuCatalog(t.db, shopId);
  });
  afterAll(async () => t?.close());

  const typeOf = (product: string, size: string) =>
    [...catalog.productTypesById.values()].find(
      (node) => catalog.productsById.get(node.productId)?.product.name === product && node.productType.name === size,
    )!.productType;
  const line = (item: (typeof items)[number], size: string = item.size, extra: Record<string, unknown> = {}) => {
    const type = typeOf(item.product, size);
    const selection_ids = item.options.map(
      ([category, name]) => type.selection_categories.find((c) => c.name === category)!.selections.find((s) => s.name === name)!.id,
    );
    return { products_type_id: type.id, products_quantity: 1, selection_ids, coupon_id: deal.id, ...extra };
  };
  const receipt = async (lines: Record<string, unknown>[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${api}/v1/orders/shopping_cart`,
      payload: {
        order: { shop_id: shopId, shipping_type: 'pickup', order_items_attributes: lines, coupon_ids: [deal.id] },
        calculate_strict_total: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return shoppingCartResponse.parse(response.json()).shopping_cart;
  };

  it('charges the bundle price plus every option chosen, and the placed order costs the same', async () => {
    expect(deal.discount_amount).toBe(FAMILY_DEAL.price);
    const { receipt: priced, order_validations } = await receipt(items.map((item) => line(item)));
    const sizes = items.reduce((sum, item) => sum + item.sizePrice, 0);
    const extras = items.reduce((sum, item) => sum + item.extras, 0);
    expect(order_validations.coupon).toBeNull();
    expect(priced.subtotal).toBe(sizes + extras);
    expect(priced.total_coupon_discount_amount).toBe(sizes - FAMILY_DEAL.price);
    expect(priced.subtotal - priced.total_coupon_discount_amount).toBe(FAMILY_DEAL.price + extras); // $34.99 + $6.75
    expect(priced.items.map((i) => i.unit_price)).toEqual(items.map((item) => item.sizePrice + item.extras));

    const placed = await t.app.inject({
      method: 'POST',
      url: `${api}/v2/orders`,
      payload: {
        order: {
          shop_id: shopId,
          placed_via: 'web',
          shipping_type: 'pickup',
          payment_method: 'cash',
          email: 'ann@example.com',
          delivery_first_name: 'Ann',
          delivery_last_name: 'Lee',
          delivery_telephone: '718-555-0100',
          order_items_attributes: items.map((item) => line(item)),
          coupon_ids: [deal.id],
        },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(orderResponse.parse(placed.json()).order.receipt.total).toBe(priced.total);
  });

  it('reads no price the browser sends with a line', async () => {
    const honest = await receipt(items.map((item) => line(item)));
    const cheeky = await receipt(
      items.map((item) => line(item, item.size, { price: 1, unit_price: 1, total_price: 1, discount_amount: 99_999 })),
    );
    expect(cheeky.receipt).toEqual(honest.receipt);
  });

  it('takes nothing off when an item is not the size the deal names', async () => {
    const medium = await receipt([line(items[0], 'Medium 14"'), line(items[1]), line(items[2])]);
    expect(medium.receipt.total_coupon_discount_amount).toBe(0);
    expect(medium.order_validations.structured_errors.map((e) => e.code)).toContain('coupon_incomplete');
  });
});
