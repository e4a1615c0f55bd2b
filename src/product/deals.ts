import type { CartCoupon, NewCartProduct } from '@machines/cart/cart.types';
import { isBundle, productConditions, type Deal } from '@machines/coupon/coupon.types';
import type { Menu, ProductType } from '../api';
import { formatMoney } from '../format/money';
import { findProduct, toCartProduct, type Selections } from './options';

function findType(menu: Menu, productId: number, typeId: number): ProductType | undefined {
  return findProduct(menu, productId)?.productTypes.find((type) => type.id === typeId);
}

/**
 * Deals the shopper can use on this menu (spec §5): a bundle needs every condition to be a product-type
 * condition whose product is on the menu; any other coupon must have no product-type condition.
 */
export function eligibleDeals(deals: Deal[], menu: Menu): Deal[] {
  return deals.filter((deal) => {
    const products = productConditions(deal);
    if (!isBundle(deal)) return products.length === 0;
    return (
      deal.conditions.length > 0 &&
      products.length === deal.conditions.length &&
      products.every((c) => c.productType !== null && findType(menu, c.productType.productId, c.productType.id) !== undefined)
    );
  });
}

/** The first choice of every required group, so a bundle item is orderable as picked; 'Edit' changes it. */
function requiredDefaults(type: ProductType): Selections {
  const selections: Selections = {};
  for (const category of type.selectionCategories) {
    if (!category.mandatory) continue;
    const first = [...category.selections].sort((a, b) => a.position - b.position || a.id - b.id)[0];
    if (first) selections[String(category.id)] = [first.id];
  }
  return selections;
}

/** The cart lines of a bundle: one line per condition, its quantity, tied to the coupon. */
export function bundleProducts(deal: Deal, menu: Menu): NewCartProduct[] {
  return productConditions(deal).flatMap((condition) => {
    const ref = condition.productType;
    const product = ref ? findProduct(menu, ref.productId) : undefined;
    const type = ref ? findType(menu, ref.productId, ref.id) : undefined;
    if (!product || !type) return [];
    return [toCartProduct(product, type, { selections: requiredDefaults(type), specialRequest: '', quantity: condition.quantity ?? 1, couponId: deal.id })];
  });
}

export const toCartCoupon = (deal: Deal): CartCoupon => ({ id: deal.id, name: deal.name, pricingType: deal.pricingType });

/** '$5.00 off', '15% off', 'Bundle price $29.99'. */
export function dealPrice(deal: Deal): string {
  if (deal.pricingType === 'percentage') return `${deal.discountAmount}% off`;
  if (deal.pricingType === 'flat_discount') return `${formatMoney(deal.discountAmount)} off`;
  return `Bundle price ${formatMoney(deal.discountAmount)}`;
}
