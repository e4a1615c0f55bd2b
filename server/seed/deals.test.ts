import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog';
import { buildDeals, shopsWithDeals } from './deals';

describe('deal seed', () => {
  const catalog = buildCatalog();
  const deals = buildDeals(catalog);

  it('gives the open-all-day shops and a few more every pricing type, on acquired shops only', () => {
    expect(shopsWithDeals).toEqual(expect.arrayContaining([1001, 1101, 1111, 1201, 1301]));
    for (const shopId of shopsWithDeals) {
      expect(catalog.shops.find((s) => s.id === shopId)?.acquired).toBe(true);
      const types = deals.coupons.filter((c) => c.shopId === shopId).map((c) => c.pricingType);
      expect(new Set(types)).toEqual(new Set(['flat_discount', 'percentage', 'bundle_price']));
    }
    expect(new Set(deals.coupons.map((c) => c.id)).size).toBe(deals.coupons.length);
    expect(new Set(deals.conditions.map((c) => c.id)).size).toBe(deals.conditions.length);
  });

  it('ties bundles to available product types of the same shop, priced below their list price', () => {
    const types = new Map(catalog.menus.flatMap((m) => m.productTypes).map((t) => [t.id, t]));
    for (const coupon of deals.coupons) {
      const conditions = deals.conditions.filter((c) => c.couponId === coupon.id);
      if (coupon.pricingType !== 'bundle_price') {
        expect(conditions.every((c) => c.conditionType === 'order_subtotal' && (c.minimumOrderSubtotal ?? 0) > 0)).toBe(true);
        continue;
      }
      expect(conditions.length).toBeGreaterThan(0);
      let listPrice = 0;
      for (const condition of conditions) {
        expect(condition.conditionType).toBe('has_product_type');
        const type = types.get(condition.productTypeId!);
        expect(type?.shopId).toBe(coupon.shopId);
        expect(type?.isAvailable).not.toBe(false);
        listPrice += type!.price * (condition.quantity ?? 1);
      }
      expect(coupon.discountAmount).toBeLessThan(listPrice);
    }
  });

  it('has flat and percent promo codes, shop-wide and for one shop, and some that no longer work', () => {
    const live = deals.promoCodes.filter((p) => p.isActive !== false && !p.endsAt);
    expect(new Set(live.map((p) => p.kind))).toEqual(new Set(['flat', 'percent']));
    expect(live.some((p) => p.shopId)).toBe(true);
    expect(deals.promoCodes.some((p) => p.endsAt)).toBe(true);
    expect(deals.promoCodes.some((p) => p.isActive === false)).toBe(true);
    expect(deals.promoCodes.every((p) => p.tag === p.tag.toUpperCase())).toBe(true);
  });
});
