import { describe, expect, it } from 'vitest';
import type { Deal } from '@machines/coupon/coupon.types';
import type { Menu } from '../api';
import { bundleProducts, dealPrice, eligibleDeals } from './deals';

const menu = {
  shopId: 1,
  categories: [
    {
      id: 1, name: 'Pizza', description: '', isDisplayed: true, shippingType: null, availabilities: [],
      groupedProducts: [
        {
          id: 50, name: 'Pepperoni Pizza', description: 'Classic', basePrice: 1800, image: null, isFeatured: false, isBestSeller: true, isLoyaltyReward: false,
          productTypes: [
            {
              id: 5, productId: 50, name: 'Large 16"', price: 1800,
              selectionCategories: [
                { id: 7, name: 'Crust', type: 'radio', limit: 1, mandatory: true, selectionType: 'Single', area: null, position: 1,
                  selections: [{ id: 71, name: 'Thick', price: 150, position: 2 }, { id: 70, name: 'Thin', price: 0, position: 1 }] },
                { id: 8, name: 'Extras', type: 'checkbox', limit: 3, mandatory: false, selectionType: 'Single', area: null, position: 2, selections: [{ id: 80, name: 'Basil', price: 50, position: 1 }] },
              ],
            },
          ],
        },
      ],
    },
  ],
} as unknown as Menu;

const condition = (id: number, productType: { id: number; productId: number; name: string } | null, type: 'has_product_type' | 'order_subtotal' = 'has_product_type') => ({
  id, conditionType: type, customerText: `condition ${id}`, quantity: 2, minimumOrderSubtotal: null, productType,
});
const deal = (id: number, pricingType: Deal['pricingType'], conditions: Deal['conditions']): Deal => ({ id, name: `Deal ${id}`, description: '', pricingType, discountAmount: 2999, conditions });

describe('deals', () => {
  it('keeps bundles whose products are all on the menu and coupons without product conditions', () => {
    const onMenu = deal(1, 'bundle_price', [condition(1, { id: 5, productId: 50, name: 'Large 16"' })]);
    const offMenu = deal(2, 'bundle_price', [condition(2, { id: 9, productId: 90, name: 'Gone' })]);
    const mixedBundle = deal(3, 'bundle_price', [condition(3, { id: 5, productId: 50, name: 'Large' }), condition(4, null, 'order_subtotal')]);
    const flat = deal(4, 'flat_discount', [condition(5, null, 'order_subtotal')]);
    const flatWithProduct = deal(5, 'flat_discount', [condition(6, { id: 5, productId: 50, name: 'Large' })]);
    expect(eligibleDeals([onMenu, offMenu, mixedBundle, flat, flatWithProduct], menu).map((d) => d.id)).toEqual([1, 4]);
  });

  it('builds bundle lines with the required choices made, tied to the coupon', () => {
    const bundle = deal(1, 'bundle_price', [condition(1, { id: 5, productId: 50, name: 'Large 16"' })]);
    expect(bundleProducts(bundle, menu)).toEqual([
      expect.objectContaining({ id: 50, productTypeId: 5, quantity: 2, selections: { '7': [70] }, price: 1800, couponId: 1 }),
    ]);
  });

  it('prices a deal for its card', () => {
    expect(dealPrice(deal(1, 'bundle_price', []))).toBe('Bundle price $29.99');
    expect(dealPrice({ ...deal(2, 'percentage', []), discountAmount: 15 })).toBe('15% off');
    expect(dealPrice({ ...deal(3, 'flat_discount', []), discountAmount: 500 })).toBe('$5.00 off');
  });
});
