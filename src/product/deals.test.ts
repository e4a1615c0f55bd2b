import { describe, expect, it } from 'vitest';
import type { Deal } from '@machines/coupon/coupon.types';
import type { Menu } from '../api';
import { bundleItems, bundleProducts, bundleTotal, dealEditOf, dealPrice, eligibleDeals } from './deals';
import type { CartProduct } from '@machines/cart/cart.types';

const menu = {
  shopId: 1,
  categories: [
    {
      id: 1,
      name: 'Pizza',
      description: '',
      isDisplayed: true,
      shippingType: null,
      availabilities: [],
      groupedProducts: [
        {
          id: 50,
          name: 'Pepperoni Pizza',
          description: 'Classic',
          basePrice: 1800,
          image: null,
          isFeatured: false,
          isBestSeller: true,
          isLoyaltyReward: false,
          productTypes: [
            {
              id: 5,
              productId: 50,
              name: 'Large 16"',
              price: 1800,
              selectionCategories: [
                {
                  id: 7,
                  name: 'Crust',
                  type: 'radio',
                  limit: 1,
                  mandatory: true,
                  selectionType: 'Single',
                  area: null,
                  position: 1,
                  selections: [
                    { id: 71, name: 'Thick', price: 150, position: 2 },
                    { id: 70, name: 'Thin', price: 0, position: 1 },
                  ],
                },
                {
                  id: 8,
                  name: 'Extras',
                  type: 'checkbox',
                  limit: 3,
                  mandatory: false,
                  selectionType: 'Single',
                  area: null,
                  position: 2,
                  selections: [{ id: 80, name: 'Basil', price: 50, position: 1 }],
                },
                {
                  id: 9,
                  name: 'Whole Pizza Toppings',
                  type: 'checkbox',
                  limit: 10,
                  mandatory: false,
                  selectionType: 'Topping',
                  area: 'whole',
                  position: 3,
                  selections: [{ id: 90, name: 'Sausage', price: 175, position: 1 }],
                },
                {
                  id: 10,
                  name: 'First Half Pizza Toppings',
                  type: 'checkbox',
                  limit: 10,
                  mandatory: false,
                  selectionType: 'Topping',
                  area: 'first_half',
                  position: 4,
                  selections: [{ id: 100, name: 'Sausage', price: 175, position: 1 }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
} as unknown as Menu;

const condition = (
  id: number,
  productType: { id: number; productId: number; name: string } | null,
  type: 'has_product_type' | 'order_subtotal' = 'has_product_type',
) => ({
  id,
  conditionType: type,
  customerText: `condition ${id}`,
  quantity: 2,
  minimumOrderSubtotal: null,
  productType,
});
const deal = (id: number, pricingType: Deal['pricingType'], conditions: Deal['conditions']): Deal => ({
  id,
  name: `Deal ${id}`,
  description: '',
  pricingType,
  discountAmount: 2999,
  conditions,
});

describe('deals', () => {
  it('keeps bundles whose products are all on the menu and coupons without product conditions', () => {
    const onMenu = deal(1, 'bundle_price', [condition(1, { id: 5, productId: 50, name: 'Large 16"' })]);
    const offMenu = deal(2, 'bundle_price', [condition(2, { id: 9, productId: 90, name: 'Gone' })]);
    const mixedBundle = deal(3, 'bundle_price', [
      condition(3, { id: 5, productId: 50, name: 'Large' }),
      condition(4, null, 'order_subtotal'),
    ]);
    const flat = deal(4, 'flat_discount', [condition(5, null, 'order_subtotal')]);
    const flatWithProduct = deal(5, 'flat_discount', [condition(6, { id: 5, productId: 50, name: 'Large' })]);
    expect(eligibleDeals([onMenu, offMenu, mixedBundle, flat, flatWithProduct], menu).map((d) => d.id)).toEqual([1, 4]);
  });

  it('makes one item per unit of a condition, its size fixed by the deal and its required groups named', () => {
    const bundle = deal(1, 'bundle_price', [condition(1, { id: 5, productId: 50, name: 'Large 16"' })]);
    const items = bundleItems(bundle, menu);
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual({ conditionId: 1, productId: 50, sizes: [{ productTypeId: 5, requiredCategoryIds: [7] }], choice: null });
  });

  it('builds one cart line per chosen item, as chosen, tied to the coupon (nothing chosen for the shopper)', () => {
    const bundle = deal(1, 'bundle_price', [condition(1, { id: 5, productId: 50, name: 'Large 16"' })]);
    const [first, second] = bundleItems(bundle, menu);
    const lines = bundleProducts(bundle, menu, [
      { ...first, choice: { productTypeId: 5, selections: { '7': [71], '10': [100] }, specialRequest: 'well done' } },
      { ...second, choice: { productTypeId: 5, selections: { '7': [70] }, specialRequest: '' } },
    ]);
    expect(lines).toEqual([
      expect.objectContaining({
        id: 50,
        productTypeId: 5,
        quantity: 1,
        selections: { '7': [71], '10': [100] },
        specialRequest: 'well done',
        price: 1800 + 150 + 88,
        couponId: 1,
      }),
      expect.objectContaining({ id: 50, productTypeId: 5, quantity: 1, selections: { '7': [70] }, price: 1800, couponId: 1 }),
    ]);
  });

  /*
   * The bundle price and what the options add (discovery §3 Coupon: pricingType bundle_price with its
   * discountAmount; the Family and cheese deals say 'Toppings extra'; Menu: a selection has a price, a topping
   * on one half costs half of it, rounded up — as the server prices it, server/domains/coupons/apply.ts).
   */
  const pricing: { name: string; bundlePrice: number; choices: Record<string, number[]>[]; extras: number; total: number }[] = [
    { name: 'plain choices cost the bundle price', bundlePrice: 2999, choices: [{ '7': [70] }, { '7': [70] }], extras: 0, total: 2999 },
    {
      name: 'a dearer crust and a whole topping are extra',
      bundlePrice: 2999,
      choices: [{ '7': [71], '9': [90] }, { '7': [70] }],
      extras: 150 + 175,
      total: 2999 + 325,
    },
    {
      name: 'a half topping costs half, rounded up',
      bundlePrice: 2999,
      choices: [
        { '7': [70], '10': [100] },
        { '7': [70], '8': [80] },
      ],
      extras: 88 + 50,
      total: 2999 + 138,
    },
    {
      name: 'never more than the items one by one',
      bundlePrice: 4000,
      choices: [{ '7': [71] }, { '7': [70] }],
      extras: 150,
      total: 1800 * 2 + 150,
    },
  ];
  it.each(pricing)('prices a built bundle: $name', ({ bundlePrice, choices, extras, total }) => {
    const bundle = { ...deal(1, 'bundle_price', [condition(1, { id: 5, productId: 50, name: 'Large 16"' })]), discountAmount: bundlePrice };
    const items = bundleItems(bundle, menu).map((item, index) => ({
      ...item,
      choice: { productTypeId: 5, selections: choices[index], specialRequest: '' },
    }));
    expect(bundleTotal(bundle, menu, items)).toEqual({ extras, total });
  });

  it("reopens a cart's bundle from its lines only", () => {
    const line = (couponId: number | null, quantity: number) =>
      ({
        uuid: 'u',
        id: 50,
        name: 'Pepperoni Pizza',
        description: '',
        productTypeId: 5,
        productTypeName: 'Large',
        selections: { '7': [70] },
        specialRequest: '',
        quantity,
        price: 1800,
        isBestSeller: false,
        couponId,
      }) satisfies CartProduct;
    expect(dealEditOf(1, [line(null, 3), line(1, 2)])).toEqual({
      couponId: 1,
      lines: [{ productTypeId: 5, selections: { '7': [70] }, specialRequest: '', quantity: 2 }],
    });
  });

  it('prices a deal for its card', () => {
    expect(dealPrice(deal(1, 'bundle_price', []))).toBe('Bundle price $29.99');
    expect(dealPrice({ ...deal(2, 'percentage', []), discountAmount: 15 })).toBe('15% off');
    expect(dealPrice({ ...deal(3, 'flat_discount', []), discountAmount: 500 })).toBe('$5.00 off');
  });
});
