import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingCartResponse } from '../../contract/cart';
import { errorResponse } from '../../contract/common';
import { couponsResponse } from '../../contract/deals';
import { orderResponse } from '../../contract/orders';
import type { Coupon } from '../../contract/shops';
import { loadMenuCatalog, type MenuCatalog } from '../menus/catalog';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';

/** The seeded deals through the receipt and the order: the order's total is always the receipt's. */
describe.each(databaseKinds)('deals in the receipt and the order on %s', (kind) => {
  let t: TestApp;
  let coupons: Coupon[];
  let catalog: MenuCatalog;
  const api = '/services/core/api';
  const shopId = 1001;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
    coupons = couponsResponse.parse((await t.app.inject({ method: 'GET', url: `${api}/v1/shops/${shopId}/coupons` })).json()).coupons;
    catalog = await loadMenuCatalog(t.db, shopId);
  });
  afterAll(async () => t?.close());

  /** A line of `quantity` units of a product type with the first choice of every required option. */
  const line = (productTypeId: number, quantity: number, couponId: number | null = null) => {
    const type = catalog.productTypesById.get(productTypeId)!;
    const selection_ids = type.productType.selection_categories.filter((c) => c.mandatory).map((c) => c.selections[0].id);
    return { products_type_id: productTypeId, products_quantity: quantity, selection_ids, coupon_id: couponId };
  };
  const couponOf = (type: Coupon['pricing_type'], conditions?: number) =>
    coupons.find((c) => c.pricing_type === type && (conditions === undefined || c.conditions.length === conditions))!;
  const bundleLines = (coupon: Coupon) => coupon.conditions.map((c) => line(c.product_type!.id, c.quantity ?? 1, coupon.id));
  const receipt = async (order: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${api}/v1/orders/shopping_cart`,
      payload: { order: { shop_id: shopId, shipping_type: 'pickup', ...order }, calculate_strict_total: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    return shoppingCartResponse.parse(response.json()).shopping_cart;
  };
  const place = async (order: Record<string, unknown>, items: ReturnType<typeof line>[]) =>
    t.app.inject({
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
          order_items_attributes: items,
          ...order,
        },
      },
    });

  it('applies a seeded bundle in the receipt, and the order placed with it costs the same', async () => {
    for (const bundle of [couponOf('bundle_price', 1), couponOf('bundle_price', 3)]) {
      const items = bundleLines(bundle);
      const { receipt: priced, order_validations } = await receipt({ order_items_attributes: items, coupon_ids: [bundle.id] });
      const listPrice = items.reduce(
        (sum, i) => sum + catalog.productTypesById.get(i.products_type_id)!.productType.price * i.products_quantity,
        0,
      );
      expect(priced.total_coupon_discount_amount).toBe(listPrice - bundle.discount_amount);
      expect(order_validations.coupon).toBeNull();
      const placed = await place({ coupon_ids: [bundle.id] }, items);
      expect(placed.statusCode, placed.body).toBe(201);
      const order = orderResponse.parse(placed.json()).order;
      expect(order.receipt.total).toBe(priced.total);
      expect(order.receipt.total_coupon_discount_amount).toBe(priced.total_coupon_discount_amount);
    }
  });

  it('says how much to add before a flat coupon applies, then applies it', async () => {
    const flat = couponOf('flat_discount');
    const minimum = flat.conditions[0].minimum_order_subtotal!;
    const soda = [...catalog.productTypesById.values()].find((pt) => pt.productType.name === '2 Liter')!.productType;
    const short = await receipt({ order_items_attributes: [line(soda.id, 1)], coupon_ids: [flat.id] });
    expect(short.order_validations.coupon).toEqual({
      id: flat.id,
      message: `Add $${((minimum - soda.price) / 100).toFixed(2)} to your order to apply this coupon`,
    });
    expect(short.receipt.total_coupon_discount_amount).toBe(0);
    const enough = await receipt({ order_items_attributes: [line(soda.id, Math.ceil(minimum / soda.price))], coupon_ids: [flat.id] });
    expect(enough.receipt.total_coupon_discount_amount).toBe(flat.discount_amount);
    expect(enough.order_validations.coupon).toBeNull();
  });

  it('refuses to place an order with a coupon that does not apply', async () => {
    const flat = couponOf('flat_discount');
    const soda = [...catalog.productTypesById.values()].find((pt) => pt.productType.name === '2 Liter')!.productType;
    const response = await place({ coupon_ids: [flat.id] }, [line(soda.id, 1)]);
    expect(response.statusCode).toBe(422);
    expect(errorResponse.parse(response.json()).errors[0]).toMatchObject({ code: 'coupon_minimum', field: 'coupon_ids' });
    const foreign = await place({ coupon_ids: [110101] }, [line(soda.id, 1)]);
    expect(errorResponse.parse(foreign.json()).errors[0]).toMatchObject({
      code: 'coupon_unavailable',
      message: 'This deal is no longer available.',
    });
  });

  it('applies a validated promo code for card tenders only, and an order paid in cash is refused with it', async () => {
    const validated = await t.app.inject({
      method: 'POST',
      url: `${api}/v1/promo_codes/validate?tag=SAVE10`,
      payload: { order: { shop_id: shopId, shipping_type: 'pickup', order_items_attributes: [] } },
    });
    const promoId = validated.json().promo_code.id as number;
    const items = bundleLines(couponOf('bundle_price', 1)).map((i) => ({ ...i, coupon_id: null }));
    const card = await receipt({ order_items_attributes: items, promo_code_id: promoId, payment_method: 'credit' });
    expect(card.receipt.promo_code_discount).toBe(Math.floor((card.receipt.subtotal * 10 + 50) / 100));
    const cash = await receipt({ order_items_attributes: items, promo_code_id: promoId, payment_method: 'cash' });
    expect(cash.receipt.promo_code_discount).toBe(0);
    expect(cash.order_validations.structured_errors).toContainEqual({
      code: 'promo_code_card_only',
      message: 'Promo codes are only valid on credit or debit card payments.',
    });
    const unknown = await receipt({ order_items_attributes: items, promo_code_id: 999 });
    expect(unknown.order_validations.structured_errors).toContainEqual({
      code: 'promo_code_invalid',
      message: "This promo code isn't valid.",
    });
    const placed = await place({ promo_code_id: promoId }, items);
    expect(placed.statusCode).toBe(422);
    expect(errorResponse.parse(placed.json()).errors[0]).toMatchObject({ code: 'promo_code_card_only', field: 'promo_code_id' });
  });

  it('echoes the magic cart uuid', async () => {
    const uuid = '8d6e2c9a-31f4-4c1e-9a57-0b2f7f1e6a10';
    expect((await receipt({ order_items_attributes: [], magic_cart_uuid: uuid })).receipt.magic_cart_uuid).toBe(uuid);
  });
});
