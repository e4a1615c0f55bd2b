import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingCartResponse, type Receipt } from '../../contract/cart';
import { loadMenuCatalog, type MenuCatalog } from '../menus/catalog';
import type { PromoCheck } from '../promo/rules';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { priceOrder, type PricingShop } from './pricing';
import type { PricingItem } from './lines';
import { testCouponMap, tinyCatalog } from './test-catalog';

const now = new Date('2026-11-23T17:00:00Z');
const cents = (max: number) => fc.integer({ min: 0, max });
/** a percentage with up to three decimals, like 8.875 */
const percent = (max: number) => fc.integer({ min: 0, max: max * 1000 }).map((n) => n / 1000);

const shopArb: fc.Arbitrary<PricingShop> = fc.record({
  discountPercent: percent(50),
  doesDelivery: fc.boolean(),
  doesPickup: fc.boolean(),
  deliveryFeeType: fc.constantFrom('free' as const, 'flat' as const, 'percent' as const),
  deliveryFee: fc.integer({ min: 0, max: 1000 }),
  deliveryFeeFloor: fc.option(cents(500)),
  deliveryFeeCeiling: fc.option(cents(2000)),
  deliveryMinSubtotal: cents(5000),
  pickupMinSubtotal: cents(5000),
  serviceFeeFlat: cents(500),
  serviceFeePercentage: percent(10),
  taxRate: percent(15),
  taxDeliveryFee: fc.boolean(),
  timezone: fc.constant('America/New_York'),
});

/** Pepperoni and onions each go nowhere, on the whole pie, or on one or both halves: always a valid pizza. */
const placements = fc.constantFrom<number[][]>([], [[21]], [[31]], [[41]], [[31], [41]]).map((p) => p.flat());
const pizzaArb = fc
  .record({
    crust: fc.constantFrom(11, 12),
    pepperoni: placements,
    onions: placements.map((ids) => ids.map((id) => id + 1)),
    extras: fc.subarray([51, 52, 53], { maxLength: 2 }),
  })
  .map(({ crust, pepperoni, onions, extras }) => ({ products_type_id: 200, selection_ids: [crust, ...pepperoni, ...onions, ...extras] }));
const sodaArb = fc.constant({ products_type_id: 202, selection_ids: [] as number[] });
const itemArb: fc.Arbitrary<PricingItem> = fc
  .record({
    base: fc.oneof(pizzaArb, sodaArb),
    quantity: fc.integer({ min: 1, max: 99 }),
    coupon_id: fc.constantFrom(null, null, 3, 4, 99),
  })
  .map(({ base, quantity, coupon_id }) => ({ ...base, products_quantity: quantity, coupon_id }));

const promoArb: fc.Arbitrary<PromoCheck | null> = fc.oneof(
  fc.constant(null),
  fc
    .record({ kind: fc.constantFrom('flat' as const, 'percent' as const), amount: fc.integer({ min: 0, max: 20_000 }) })
    .map(({ kind, amount }) => ({
      ok: true as const,
      promo: {
        id: 1,
        tag: 'P',
        kind,
        amount: kind === 'percent' ? amount % 101 : amount,
        shopId: null,
        startsAt: null,
        endsAt: null,
        isActive: true,
      },
    })),
  fc.constant({ ok: false as const, code: 'promo_code_card_only' as const, message: 'card only' }),
);

const caseArb = fc.record({
  shop: shopArb,
  items: fc.array(itemArb, { maxLength: 8 }),
  shipping_type: fc.constantFrom('delivery' as const, 'pickup' as const),
  tip_amount: cents(100_000),
  coupon_ids: fc.subarray([1, 2, 3, 4, 99]),
  promo: promoArb,
  credits: fc.record({ account: cents(20_000), cs: cents(5_000), loyaltyReward: cents(3_000), waiveDeliveryFee: fc.boolean() }),
});
type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

const price = (c: Case, items = c.items, couponIds = c.coupon_ids) =>
  priceOrder(
    c.shop,
    tinyCatalog(),
    { shipping_type: c.shipping_type, items, tip_amount: c.tip_amount, coupon_ids: couponIds },
    now,
    'order_items_attributes',
    {
      coupons: testCouponMap(),
      promo: c.promo,
      credits: c.credits,
    },
  );

const adjustment = (r: Receipt, category: Receipt['adjustments'][number]['category']) =>
  r.adjustments.filter((a) => a.category === category).reduce((s, a) => s + a.amount, 0);
/** The receipt's lines added up by hand, independently of the engine. */
const sumOfParts = (r: Receipt) =>
  r.subtotal -
  r.total_coupon_discount_amount -
  r.shop_discount_amount -
  r.promo_code_discount -
  r.loyalty_reward +
  r.delivery_fee -
  adjustment(r, 'delivery_fee') +
  r.service_fee_amount +
  r.tax +
  r.tip_amount -
  r.credit_amount -
  adjustment(r, 'cs');
const withoutLines = ({ items: _items, ...rest }: Receipt) => rest;

describe('pricing properties', () => {
  it('never produces a negative total or a negative part', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { receipt } = price(c);
        const parts = [
          receipt.total,
          receipt.subtotal,
          receipt.tax,
          receipt.delivery_fee,
          receipt.service_fee_amount,
          receipt.shop_discount_amount,
          receipt.promo_code_discount,
          receipt.total_coupon_discount_amount,
          receipt.credit_amount,
          receipt.loyalty_reward,
          receipt.tip_amount,
          ...receipt.adjustments.map((a) => a.amount),
        ];
        expect(parts.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('makes the total the sum of its parts, the subtotal the sum of its lines, and discounts no larger than the subtotal', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { receipt } = price(c);
        expect(receipt.total).toBe(sumOfParts(receipt));
        expect(receipt.subtotal).toBe(receipt.items.reduce((s, i) => s + i.total_price, 0));
        expect(receipt.items.every((i) => i.total_price === i.unit_price * i.quantity)).toBe(true);
        const discounts =
          receipt.total_coupon_discount_amount + receipt.shop_discount_amount + receipt.promo_code_discount + receipt.loyalty_reward;
        expect(discounts).toBeLessThanOrEqual(receipt.subtotal);
        expect(adjustment(receipt, 'discount_percent')).toBe(receipt.shop_discount_amount);
      }),
      { numRuns: 400 },
    );
  });

  it('gives the same receipt whatever the order of the items and coupon ids', () => {
    const reordered = caseArb.chain((c) =>
      fc.tuple(
        fc.constant(c),
        fc.shuffledSubarray(c.items, { minLength: c.items.length, maxLength: c.items.length }),
        fc.shuffledSubarray(c.coupon_ids, { minLength: c.coupon_ids.length, maxLength: c.coupon_ids.length }),
      ),
    );
    fc.assert(
      fc.property(reordered, ([c, items, couponIds]) => {
        const a = price(c);
        const b = price(c, items, couponIds);
        expect(withoutLines(b.receipt)).toEqual(withoutLines(a.receipt));
        expect(b.validations).toEqual(a.validations);
      }),
      { numRuns: 300 },
    );
  });
});

describe.each(databaseKinds)('pricing properties through the route on %s', (kind) => {
  let t: TestApp;
  let catalog: MenuCatalog;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
    catalog = await loadMenuCatalog(t.db, 1001);
  });
  afterAll(async () => t?.close());

  it('prices random carts of the seeded menu to non-negative totals that add up and ignore the order of items', async () => {
    // every available product type at Brooklyn Slice House with the first choice of each required option
    const lines = [...catalog.productTypesById.values()]
      .filter(
        (pt) =>
          pt.isAvailable &&
          catalog.productsById.get(pt.productId)?.isAvailable &&
          catalog.categoriesById.get(catalog.productsById.get(pt.productId)!.categoryId)?.is_displayed,
      )
      .map((pt) => ({
        products_type_id: pt.productType.id,
        selection_ids: pt.productType.selection_categories.filter((c) => c.mandatory).map((c) => c.selections[0].id),
      }));
    const cart = fc.record({
      order_items_attributes: fc
        .array(
          fc.record({
            line: fc.constantFrom(...lines),
            quantity: fc.integer({ min: 1, max: 5 }),
            coupon_id: fc.constantFrom(null, 100103, 100104),
          }),
          { minLength: 1, maxLength: 6 },
        )
        .map((items) => items.map(({ line, quantity, coupon_id }) => ({ ...line, products_quantity: quantity, coupon_id }))),
      coupon_ids: fc.subarray([100101, 100102, 100103, 100104]),
      promo_code_id: fc.constantFrom(null, 1, 2, 3, 4),
      tip_amount: cents(5_000),
      shipping_type: fc.constantFrom('delivery', 'pickup'),
      seed: fc.integer(),
    });
    const post = async (order: Record<string, unknown>) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/services/core/api/v1/orders/shopping_cart',
        payload: { order: { shop_id: 1001, ...order }, calculate_strict_total: true },
      });
      expect(response.statusCode, response.body).toBe(200);
      return shoppingCartResponse.parse(response.json()).shopping_cart.receipt;
    };
    await fc.assert(
      fc.asyncProperty(cart, async ({ seed, ...order }) => {
        const receipt = await post(order);
        expect(receipt.total).toBeGreaterThanOrEqual(0);
        expect(receipt.total).toBe(sumOfParts(receipt));
        const items = order.order_items_attributes;
        const rotated = [...items.slice(seed % items.length), ...items.slice(0, seed % items.length)].reverse();
        expect(withoutLines(await post({ ...order, order_items_attributes: rotated }))).toEqual(withoutLines(receipt));
      }),
      { numRuns: 25 },
    );
  });
});
