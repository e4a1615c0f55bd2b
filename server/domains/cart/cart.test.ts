import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingCartResponse } from '../../contract/cart';
import { errorResponse } from '../../contract/common';
import { ApiError } from '../api-error';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { deliveryFeeFor, formatMoney, halfPrice, percentOf, priceOrder } from './pricing';
import { testShop, tinyCatalog } from './test-catalog';

const shop = testShop;

const now = new Date('2026-11-23T17:00:00Z');
const pizza = (selection_ids: number[], quantity = 1) => ({ products_type_id: 200, products_quantity: quantity, selection_ids });
const refusal = (run: () => unknown): ApiError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('pricing rules', () => {
  it('rounds percentages half up in integer cents', () => {
    expect(percentOf(1000, 8.875)).toBe(89); // 88.75
    expect(percentOf(4350, 8.875)).toBe(386); // 386.06
    expect(percentOf(200, 8.875)).toBe(18); // 17.75
    expect(percentOf(1, 50)).toBe(1); // 0.5 rounds up
    expect(percentOf(999, 0)).toBe(0);
    expect(halfPrice(175)).toBe(88);
    expect(halfPrice(250)).toBe(125);
    expect(formatMoney(1234567)).toBe('$12,345.67');
    expect(formatMoney(500)).toBe('$5.00');
  });

  it('computes each fee type, clamping percent fees to floor and ceiling', () => {
    expect(deliveryFeeFor({ ...shop, deliveryFeeType: 'free' }, 5000)).toBe(0);
    expect(deliveryFeeFor(shop, 5000)).toBe(299);
    const percent = { ...shop, deliveryFeeType: 'percent' as const, deliveryFee: 10, deliveryFeeFloor: 199, deliveryFeeCeiling: 599 };
    expect(deliveryFeeFor(percent, 1000)).toBe(199); // 100 → floor
    expect(deliveryFeeFor(percent, 3000)).toBe(300);
    expect(deliveryFeeFor(percent, 10000)).toBe(599); // 1000 → ceiling
  });

  it('prices selections: whole toppings at list price, half toppings at half rounded up', () => {
    const { receipt } = priceOrder(shop, tinyCatalog(), { shipping_type: 'pickup', items: [pizza([12, 21, 32, 42], 2)] }, now);
    expect(receipt.items[0].selections.map((s) => [s.name, s.area, s.price])).toEqual([
      ['Sicilian', null, 250],
      ['Pepperoni', 'whole', 250],
      ['Onions', 'first_half', 88],
      ['Onions', 'second_half', 88],
    ]);
    expect(receipt.items[0]).toMatchObject({ unit_price: 1800 + 250 + 250 + 88 + 88, total_price: 2 * 2476, quantity: 2 });
  });

  it('adds up a delivery receipt: fee, service fee, tax and tip', () => {
    const { receipt, validations } = priceOrder(
      shop,
      tinyCatalog(),
      { shipping_type: 'delivery', items: [pizza([11, 21])], tip_amount: 300 },
      now,
    );
    // subtotal 2050; tax 8.875 % of 2050 = 181.94 → 182
    expect(receipt).toMatchObject({
      subtotal: 2050,
      delivery_fee: 299,
      service_fee_amount: 99,
      tax: 182,
      tip_amount: 300,
      total: 2050 + 299 + 99 + 182 + 300,
    });
    expect(validations).toEqual({ coupon: null, errors: [], order_minimum: { minimum: 1000, amount_remaining: 0 }, structured_errors: [] });
  });

  it('applies the shop discount before tax, taxes the delivery fee when asked, and charges no delivery fee for pickup', () => {
    const discounted = { ...shop, discountPercent: 10, taxDeliveryFee: true, serviceFeePercentage: 3 };
    const delivery = priceOrder(discounted, tinyCatalog(), { shipping_type: 'delivery', items: [pizza([11])] }, now).receipt;
    // subtotal 1800, discount 180, service 99 + 54, tax 8.875 % of (1620 + 299) = 170.31 → 170
    expect(delivery).toMatchObject({
      subtotal: 1800,
      shop_discount_amount: 180,
      service_fee_amount: 153,
      tax: 170,
      total: 1800 - 180 + 299 + 153 + 170,
    });
    expect(delivery.adjustments).toEqual([{ category: 'discount_percent', amount: 180 }]);
    const pickup = priceOrder(discounted, tinyCatalog(), { shipping_type: 'pickup', items: [pizza([11])] }, now).receipt;
    expect(pickup).toMatchObject({ delivery_fee: 0, tax: 144 }); // 8.875 % of 1620 = 143.78
  });

  it('reports the order minimum with the amount still to add', () => {
    const small = { ...shop, deliveryMinSubtotal: 2500 };
    const { validations } = priceOrder(small, tinyCatalog(), { shipping_type: 'delivery', items: [pizza([11])] }, now);
    expect(validations.order_minimum).toEqual({ minimum: 2500, amount_remaining: 700 });
    expect(validations.errors).toEqual(['Add $7.00 to meet the minimum order.']);
    expect(validations.structured_errors).toEqual([{ code: 'order_minimum', message: 'Add $7.00 to meet the minimum order.' }]);
    const empty = priceOrder(small, tinyCatalog(), { shipping_type: 'pickup', items: [] }, now);
    expect(empty.receipt.total).toBe(0);
    expect(empty.validations.order_minimum).toBeNull();
  });

  it('flags delivery at a pickup-only shop', () => {
    const { validations, receipt } = priceOrder(
      { ...shop, doesDelivery: false },
      tinyCatalog(),
      { shipping_type: 'delivery', items: [pizza([11])] },
      now,
    );
    expect(receipt.delivery_fee).toBe(0);
    expect(validations.structured_errors[0].code).toBe('delivery_unavailable');
  });

  it('refuses items that are not on the menu, naming each by index', () => {
    const error = refusal(() =>
      priceOrder(
        shop,
        tinyCatalog(),
        {
          shipping_type: 'pickup',
          items: [
            pizza([11]),
            { products_type_id: 201, products_quantity: 1, selection_ids: [] },
            { products_type_id: 999, products_quantity: 1, selection_ids: [] },
          ],
        },
        now,
      ),
    );
    expect(error.statusCode).toBe(422);
    expect(error.orderCodes).toEqual(['menu_item_missing']);
    expect(error.details.map((d) => d.field)).toEqual(['order_items_attributes.1', 'order_items_attributes.2']);
  });

  it('refuses selections that break the add-on rules', () => {
    const codes = (ids: number[]) =>
      refusal(() => priceOrder(shop, tinyCatalog(), { shipping_type: 'pickup', items: [pizza(ids)] }, now)).details;
    expect(codes([21])).toEqual([
      { code: 'selection_required', message: 'Crust: Required, select only one.', field: 'order_items_attributes.0.selection_ids' },
    ]);
    expect(codes([11, 12]).map((d) => d.code)).toEqual(['selection_limit_exceeded']);
    expect(codes([11, 51, 52, 53])[0]).toMatchObject({ code: 'selection_limit_exceeded', message: 'Extras: Select up to 2.' });
    expect(codes([11, 999])[0]).toMatchObject({
      code: 'invalid_selection',
      message: 'That combination of options is not available. Please try something else.',
    });
    expect(codes([11, 21, 21]).map((d) => d.code)).toEqual(['invalid_selection']);
    // Pepperoni on the whole pizza and again on a half
    expect(codes([11, 21, 31]).map((d) => d.code)).toEqual(['invalid_selection']);
    expect(
      priceOrder(shop, tinyCatalog(), { shipping_type: 'pickup', items: [pizza([11, 31, 41])] }, now).receipt.items[0].unit_price,
    ).toBe(1800 + 125 + 125);
  });

  it('refuses tips beyond a sane limit', () => {
    expect(
      refusal(() => priceOrder(shop, tinyCatalog(), { shipping_type: 'pickup', items: [], tip_amount: 100_001 }, now)).details[0].code,
    ).toBe('tip_too_large');
  });
});

describe.each(databaseKinds)('shopping cart route on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
  });
  afterAll(async () => t?.close());
  const price = async (order: unknown) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/services/core/api/v1/orders/shopping_cart',
      payload: { order, calculate_strict_total: true },
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('prices a cart from the catalog and ignores client prices', async () => {
    const { status, body } = await price({
      shop_id: 1001,
      shipping_type: 'delivery',
      tip_amount: 300,
      order_items_attributes: [
        { products_type_id: 1001502, products_quantity: 2, selection_ids: [10010099, 10010102, 10010117], price: 1 },
      ],
    });
    expect(status).toBe(200);
    const { receipt, order_validations } = shoppingCartResponse.parse(body).shopping_cart;
    // Large $18.00 + whole Pepperoni $2.50 + half Sausage ($2.50 / 2) = $21.75, × 2
    expect(receipt).toMatchObject({ subtotal: 4350, delivery_fee: 299, service_fee_amount: 99, tax: 386, tip_amount: 300, total: 5434 });
    expect(order_validations.order_minimum).toEqual({ minimum: 1000, amount_remaining: 0 });
  });

  it('takes a tip only where the shop takes tips for the mode (Carroll Gardens: delivery yes, pickup no)', async () => {
    const order = (shipping_type: string) => ({
      shop_id: 1002,
      shipping_type,
      tip_amount: 250,
      order_items_attributes: [{ products_type_id: 1002502, products_quantity: 1, selection_ids: [10020099] }],
    });
    const delivery = await price(order('delivery'));
    expect(delivery.status, JSON.stringify(delivery.body)).toBe(200);
    expect(shoppingCartResponse.parse(delivery.body).shopping_cart.receipt.tip_amount).toBe(250);
    const pickup = await price(order('pickup'));
    expect(pickup.status).toBe(422);
    expect(errorResponse.parse(pickup.body).errors[0]).toMatchObject({
      code: 'tips_not_accepted',
      message: "This pizzeria doesn't take tips on pickup orders.",
      field: 'tip_amount',
    });
    expect((await price({ ...order('pickup'), tip_amount: 0 })).status).toBe(200);
  });

  it('reports the minimum at Union Square Slice', async () => {
    const { body } = await price({
      shop_id: 1111,
      shipping_type: 'delivery',
      order_items_attributes: [{ products_type_id: 1111500, products_quantity: 1, selection_ids: [11110001] }],
    });
    const validations = shoppingCartResponse.parse(body).shopping_cart.order_validations;
    expect(validations.order_minimum?.minimum).toBe(2500);
    expect(validations.errors[0]).toMatch(/^Add \$\d+\.\d\d to meet the minimum order\.$/);
  });

  it('answers 422 menu_item_missing with the index of the missing item', async () => {
    const { status, body } = await price({
      shop_id: 1001,
      shipping_type: 'pickup',
      order_items_attributes: [
        { products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] },
        { products_type_id: 1002502, products_quantity: 1 },
      ],
    });
    expect(status).toBe(422);
    const error = errorResponse.parse(body);
    expect(error.meta.errors.order).toEqual(['menu_item_missing']);
    expect(error.errors[0].field).toBe('order_items_attributes.1');
  });

  it('answers 404 for an unknown shop and 400 for a malformed cart', async () => {
    expect((await price({ shop_id: 4242, shipping_type: 'pickup', order_items_attributes: [] })).status).toBe(404);
    const bad = await price({ shop_id: 'x', shipping_type: 'boat', order_items_attributes: [{ quantity: 0 }] });
    expect(bad.status).toBe(400);
    const fields = errorResponse.parse(bad.body).errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['order.shop_id', 'order.shipping_type', 'order.order_items_attributes.0.products_quantity']),
    );
  });
});
