import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponsResponse } from '../../contract/deals';
import { errorResponse } from '../../contract/common';
import type { Coupon } from '../../contract/shops';
import { priceOrder } from '../cart/pricing';
import { testCouponMap, testCoupons, testShop, tinyCatalog } from '../cart/test-catalog';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { applyCoupons, couponLimitMessage, couponUnavailableMessage } from './apply';
import { isCouponEligible } from './eligibility';

const now = new Date('2026-11-23T17:00:00Z');
const pizza = (quantity = 1, coupon_id: number | null = null, selection_ids = [11]) => ({
  products_type_id: 200,
  products_quantity: quantity,
  selection_ids,
  coupon_id,
});
const soda = (quantity = 1, coupon_id: number | null = null) => ({
  products_type_id: 202,
  products_quantity: quantity,
  selection_ids: [],
  coupon_id,
});
const price = (items: ReturnType<typeof pizza>[], coupon_ids: number[] = [], coupons = testCouponMap()) =>
  priceOrder(testShop, tinyCatalog(), { shipping_type: 'pickup', items, coupon_ids }, now, 'order_items_attributes', { coupons });

describe('coupon rules', () => {
  it('takes a flat discount once the subtotal reaches its minimum, and says how much is missing before', () => {
    const short = price([pizza()], [1]); // 1800 < 3000
    expect(short.receipt.total_coupon_discount_amount).toBe(0);
    expect(short.validations.coupon).toEqual({ id: 1, message: 'Add $12.00 to your order to apply this coupon' });
    expect(short.validations.structured_errors).toContainEqual({
      code: 'coupon_minimum',
      message: 'Add $12.00 to your order to apply this coupon',
    });
    expect(short.validations.errors).toEqual([]);
    const enough = price([pizza(2)], [1]); // 3600
    expect(enough.receipt).toMatchObject({
      subtotal: 3600,
      total_coupon_discount_amount: 500,
      applied_coupons: [{ id: 1, name: '$5 off $30', pricing_type: 'flat_discount', discount: 500 }],
    });
    expect(enough.validations.coupon).toBeNull();
  });

  it('takes a percentage of the subtotal, rounded half up', () => {
    const { receipt } = price([pizza(2, null, [12]), soda()], [2]); // 2 × 2050 + 399 = 4499 → 449.9
    expect(receipt).toMatchObject({ subtotal: 4499, total_coupon_discount_amount: 450 });
  });

  it('prices a complete bundle at the bundle price, keeping selections charged', () => {
    // two pizzas (1800 each) with Sicilian crust (+250 each) for 3000 + 500
    const { receipt, validations } = price([pizza(1, 3, [12]), pizza(1, 3, [12])]);
    expect(receipt).toMatchObject({ subtotal: 4100, total_coupon_discount_amount: 600 });
    expect(receipt.items.map((i) => i.coupon_id)).toEqual([3, 3]);
    expect(validations.coupon).toBeNull();
    const mixed = price([pizza(1, 4), soda(1, 4)]);
    expect(mixed.receipt.total_coupon_discount_amount).toBe(1800 + 399 - 1900);
  });

  it('refuses a bundle whose tied items do not match its conditions exactly', () => {
    for (const items of [[pizza(1, 3)], [pizza(3, 3)], [pizza(2, 3), soda(1, 3)]]) {
      const { receipt, validations } = price(items);
      expect(receipt.total_coupon_discount_amount).toBe(0);
      expect(validations.coupon).toEqual({ id: 3, message: 'This deal needs 2 × Large 16".' });
    }
    // the coupon asked for with no items tied to it
    expect(price([pizza(2)], [4]).validations.coupon).toEqual({ id: 4, message: 'This deal needs 1 × Large 16" and 1 × 2 Liter.' });
  });

  it('allows one order-level coupon besides bundles, and never discounts more than the subtotal', () => {
    // 5799 with the bundle's 299 off: 10 % of 5500 (550) takes more than $5 off $30 (500)
    const both = price([pizza(2), soda(1, 4), pizza(1, 4)], [1, 2]);
    expect(both.receipt.applied_coupons?.map((c) => c.id)).toEqual([4, 2]);
    expect(both.receipt.total_coupon_discount_amount).toBe(299 + 550);
    expect(both.validations.coupon).toEqual({ id: 1, message: couponLimitMessage });
    const generous: Coupon = { ...testCoupons[0], id: 9, discount_amount: 10_000, conditions: [] };
    const { receipt } = price([soda()], [9], new Map([[9, generous]]));
    expect(receipt).toMatchObject({ subtotal: 399, total_coupon_discount_amount: 399 });
    expect(receipt.tax).toBe(0);
  });

  it('reports coupons the shop does not offer and applies nothing for them', () => {
    const { receipt, validations } = price([pizza(2, 77)], [42]);
    expect(receipt.total_coupon_discount_amount).toBe(0);
    expect(validations.structured_errors.filter((e) => e.code === 'coupon_unavailable')).toHaveLength(2);
    expect(validations.coupon).toEqual({ id: 42, message: couponUnavailableMessage });
  });

  // issue 37 item 13: on a $612 cart with '$5 off $30' (id 1) and '10% off $40' (id 2) the $5 was applied, the lower id first
  it('of two order-level coupons that both apply, takes the larger discount and reports the other', () => {
    const outcome = applyCoupons([1, 2], testCouponMap(), [], 61_200);
    expect(outcome.applied).toEqual([{ id: 2, name: testCouponMap().get(2)!.name, pricing_type: 'percentage', discount: 6_120 }]);
    expect(outcome.discount).toBe(6_120);
    expect(outcome.problems).toEqual([{ id: 1, code: 'coupon_limit', message: couponLimitMessage }]);
    // where the flat one is larger (a $40 cart: $5 against $4), the flat one, whatever order they are asked in
    for (const ids of [
      [1, 2],
      [2, 1],
    ]) {
      const small = applyCoupons(ids, testCouponMap(), [], 4_000);
      expect(small.applied.map((c) => [c.id, c.discount])).toEqual([[1, 500]]);
      expect(small.problems).toEqual([{ id: 2, code: 'coupon_limit', message: couponLimitMessage }]);
    }
    // a coupon whose minimum is not met is never the one chosen ($35: the 10 % needs $40)
    const short = applyCoupons([2, 1], testCouponMap(), [], 3_500);
    expect(short.applied.map((c) => c.id)).toEqual([1]);
    expect(short.problems.map((p) => [p.id, p.code])).toEqual([[2, 'coupon_minimum']]);
  });

  it('does not depend on the order of coupon ids or lines', () => {
    const lines = [
      { product_type_id: 200, quantity: 1, typePrice: 1800, coupon_id: 3 },
      { product_type_id: 202, quantity: 1, typePrice: 399 },
      { product_type_id: 200, quantity: 1, typePrice: 1800, coupon_id: 3 },
    ];
    const a = applyCoupons([1, 2, 3], testCouponMap(), lines, 3999);
    const b = applyCoupons([3, 2, 1], testCouponMap(), [...lines].reverse(), 3999);
    expect(b).toEqual(a);
  });

  it('follows the documents’ eligibility rule', () => {
    const catalog = tinyCatalog();
    expect(testCoupons.every((c) => isCouponEligible(c, catalog))).toBe(true);
    const [flat, , bundle] = testCoupons;
    expect(isCouponEligible({ ...flat, conditions: [...flat.conditions, bundle.conditions[0]] }, catalog)).toBe(false);
    expect(isCouponEligible({ ...bundle, conditions: [] }, catalog)).toBe(false);
    expect(isCouponEligible({ ...bundle, conditions: [...bundle.conditions, flat.conditions[0]] }, catalog)).toBe(false);
    const soldOut = { ...bundle.conditions[0], product_type: { id: 201, product_id: 101, name: 'Slice' } };
    expect(isCouponEligible({ ...bundle, conditions: [soldOut] }, catalog)).toBe(false);
  });
});

describe.each(databaseKinds)('coupons on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
  });
  afterAll(async () => t?.close());
  const api = '/services/core/api';

  it('lists every pricing type for each open-all-day shop, with the menu’s product types', async () => {
    for (const shopId of [1001, 1101, 1111, 1201, 1301]) {
      const response = await t.app.inject({ method: 'GET', url: `${api}/v1/shops/${shopId}/coupons` });
      expect(response.statusCode).toBe(200);
      const { coupons } = couponsResponse.parse(response.json());
      expect(new Set(coupons.map((c) => c.pricing_type))).toEqual(new Set(['flat_discount', 'percentage', 'bundle_price']));
      expect(coupons.every((c) => c.shop_id === shopId)).toBe(true);
      const menu = (await t.app.inject({ method: 'GET', url: `${api}/v3/menus/${shopId}` })).body;
      for (const condition of coupons.flatMap((c) => c.conditions).filter((c) => c.condition_type === 'has_product_type')) {
        expect(menu).toContain(`"id":${condition.product_type!.id}`);
      }
    }
  });

  it('answers an empty list for a shop without deals, 404 for an unknown shop and 400 for a bad id', async () => {
    const none = await t.app.inject({ method: 'GET', url: `${api}/v1/shops/1004/coupons` });
    expect(couponsResponse.parse(none.json()).coupons).toEqual([]);
    const unknown = await t.app.inject({ method: 'GET', url: `${api}/v1/shops/4242/coupons` });
    expect(unknown.statusCode).toBe(404);
    expect(errorResponse.parse(unknown.json()).errors[0].code).toBe('shop_not_found');
    expect((await t.app.inject({ method: 'GET', url: `${api}/v1/shops/abc/coupons` })).statusCode).toBe(400);
  });
});
