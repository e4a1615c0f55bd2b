import type * as schema from '../db/schema';
import type { Catalog } from './catalog';
import type { MenuRows } from './menu';

type CouponRow = typeof schema.coupons.$inferInsert;
type ConditionRow = typeof schema.couponConditions.$inferInsert;
type PromoRow = typeof schema.promoCodes.$inferInsert;
export type DealRows = { coupons: CouponRow[]; conditions: ConditionRow[]; promoCodes: PromoRow[] };

/** Shops with deals: the five open-all-day shops (one per browse city, two in Manhattan) and a few more. */
export const shopsWithDeals = [1001, 1101, 1111, 1201, 1301, 1002, 1003, 1102, 1202, 1302];

type Need = { product: string; type: string; quantity: number; text: string };
type CouponSpec =
  | { name: string; description: string; pricing: 'flat_discount' | 'percentage'; amount: number; minimum: number | null }
  | { name: string; description: string; pricing: 'bundle_price'; amount: number; needs: Need[] };

const dollars = (cents: number) => `$${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;

function couponSpecs(variant: number): CouponSpec[] {
  const percent = variant % 2 === 0 ? 15 : 10;
  return [
    { name: '$5 off $30', description: 'Take $5 off any order of $30 or more.', pricing: 'flat_discount', amount: 500, minimum: 3000 },
    {
      name: `${percent}% off $50`,
      description: `Save ${percent}% on orders of $50 or more.`,
      pricing: 'percentage',
      amount: percent,
      minimum: 5000,
    },
    {
      name: '2 Large Cheese Pizzas',
      description: 'Two large cheese pies for one price. Toppings extra.',
      pricing: 'bundle_price',
      amount: 2999,
      needs: [{ product: 'Cheese Pizza', type: 'Large 16"', quantity: 2, text: '2 large cheese pizzas' }],
    },
    {
      name: 'Family Deal',
      description: 'A large pepperoni pizza, 12 wings and a 2 liter soda.',
      pricing: 'bundle_price',
      amount: 3499,
      needs: [
        { product: 'Pepperoni Pizza', type: 'Large 16"', quantity: 1, text: 'A large pepperoni pizza' },
        { product: 'Buffalo Wings', type: '12 pieces', quantity: 1, text: '12 buffalo wings' },
        { product: 'Soda', type: '2 Liter', quantity: 1, text: 'A 2 liter soda' },
      ],
    },
  ];
}

function productTypeId(menu: MenuRows, need: Need): number {
  const product = menu.products.find((p) => p.name === need.product);
  const type = product && menu.productTypes.find((t) => t.productId === product.id && t.name === need.type);
  if (!type) throw new Error(`deal seed: no "${need.product}" in "${need.type}" on shop ${menu.products[0]?.shopId}`);
  return type.id;
}

/** Coupon ids are shop*100+n and condition ids coupon*10+k, so the seed is the same on every run. */
export function buildDeals(catalog: Catalog): DealRows {
  const rows: DealRows = { coupons: [], conditions: [], promoCodes: promoCodeRows() };
  shopsWithDeals.forEach((shopId, variant) => {
    const menu = catalog.menus.find((m) => m.products[0]?.shopId === shopId);
    if (!menu) throw new Error(`deal seed: shop ${shopId} has no menu`);
    couponSpecs(variant).forEach((spec, index) => {
      const id = shopId * 100 + index + 1;
      rows.coupons.push({
        id,
        shopId,
        name: spec.name,
        description: spec.description,
        pricingType: spec.pricing,
        discountAmount: spec.amount,
        position: index + 1,
      });
      if (spec.pricing === 'bundle_price') {
        spec.needs.forEach((need, k) =>
          rows.conditions.push({
            id: id * 10 + k + 1,
            couponId: id,
            conditionType: 'has_product_type',
            customerText: need.text,
            quantity: need.quantity,
            productTypeId: productTypeId(menu, need),
          }),
        );
      } else if (spec.minimum !== null) {
        rows.conditions.push({
          id: id * 10 + 1,
          couponId: id,
          conditionType: 'order_subtotal',
          customerText: `Orders of ${dollars(spec.minimum)} or more`,
          minimumOrderSubtotal: spec.minimum,
        });
      }
    });
  });
  return rows;
}

/** Flat and percent codes for every shop, codes for one shop, and codes that no longer work. */
function promoCodeRows(): PromoRow[] {
  return [
    { id: 1, tag: 'CRUST5', kind: 'flat', amount: 500 },
    { id: 2, tag: 'SAVE10', kind: 'percent', amount: 10 },
    { id: 3, tag: 'BROOKLYN3', kind: 'flat', amount: 300, shopId: 1001 },
    { id: 4, tag: 'WINDY15', kind: 'percent', amount: 15, shopId: 1301 },
    { id: 5, tag: 'EXPIRED20', kind: 'percent', amount: 20, endsAt: new Date('2024-01-01T00:00:00Z') },
    { id: 6, tag: 'RETIRED', kind: 'flat', amount: 1000, isActive: false },
  ];
}
