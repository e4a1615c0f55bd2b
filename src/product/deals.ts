import type { CartProduct, NewCartProduct } from '@machines/cart/cart.types';
import { isBundle, productConditions, type Deal, type DealEdit, type DealItem } from '@machines/coupon/coupon.types';
import type { Menu, ProductType } from '../api';
import { formatMoney } from '../format/money';
import { findProduct, findProductType, toCartProduct, unitPrice } from './options';

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
      products.every((c) => c.productType !== null && findProductType(menu, c.productType.productId, c.productType.id) !== undefined)
    );
  });
}

const requiredCategoryIds = (type: ProductType) =>
  type.selectionCategories.filter((category) => category.mandatory).map((category) => category.id);

/**
 * A bundle's items: one per unit its conditions name ('2 large cheese pizzas' is two pizzas, each with
 * its own options). The size is the condition's product type: the server prices a bundle by its types.
 */
export function bundleItems(deal: Deal, menu: Menu): DealItem[] {
  return productConditions(deal).flatMap((condition) => {
    const ref = condition.productType;
    const type = ref ? findProductType(menu, ref.productId, ref.id) : undefined;
    if (!ref || !type) return [];
    const item: DealItem = {
      conditionId: condition.id,
      productId: ref.productId,
      sizes: [{ productTypeId: type.id, requiredCategoryIds: requiredCategoryIds(type) }],
      choice: null,
    };
    return Array.from({ length: Math.max(1, condition.quantity ?? 1) }, () => item);
  });
}

/** The items of every bundle of the list, by coupon id (what the deals machine loads with the deals). */
export function bundleItemsOf(deals: Deal[], menu: Menu): Record<number, DealItem[]> {
  return Object.fromEntries(deals.filter(isBundle).map((deal) => [deal.id, bundleItems(deal, menu)]));
}

/** The cart lines of a built bundle: one line per item, as chosen, tied to the coupon. */
export function bundleProducts(deal: Deal, menu: Menu, items: DealItem[]): NewCartProduct[] {
  return items.flatMap((item) => {
    const product = findProduct(menu, item.productId);
    const type = item.choice ? product?.productTypes.find((candidate) => candidate.id === item.choice!.productTypeId) : undefined;
    if (!product || !type || !item.choice) return [];
    return [
      toCartProduct(product, type, {
        selections: item.choice.selections,
        specialRequest: item.choice.specialRequest,
        quantity: 1,
        couponId: deal.id,
      }),
    ];
  });
}

/** What an item's options add to the deal: everything chosen beyond the size itself (toppings, a dearer crust). */
export function itemExtras(type: ProductType, selections: Record<string, number[]>): number {
  return unitPrice(type, selections) - type.price;
}

/**
 * A bundle's price as the server charges it: the sizes' own prices become the bundle price, and every option
 * chosen stays charged ('Toppings extra'); a bundle never costs more than its items bought one by one.
 */
export function bundleTotal(deal: Deal, menu: Menu, items: DealItem[]): { extras: number; total: number } {
  let list = 0;
  let sizes = 0;
  for (const item of items) {
    const type = item.choice ? findProductType(menu, item.productId, item.choice.productTypeId) : undefined;
    if (!type || !item.choice) continue;
    list += unitPrice(type, item.choice.selections);
    sizes += type.price;
  }
  const extras = list - sizes;
  return { extras, total: list - Math.max(0, sizes - deal.discountAmount) };
}

/** A cart's bundle, reopened from its lines. */
export function dealEditOf(couponId: number, lines: CartProduct[]): DealEdit {
  return {
    couponId,
    lines: lines
      .filter((line) => line.couponId === couponId)
      .map((line) => ({
        productTypeId: line.productTypeId,
        selections: line.selections,
        specialRequest: line.specialRequest,
        quantity: line.quantity,
      })),
  };
}

/** '$5.00 off', '15% off', 'Bundle price $29.99'. */
export function dealPrice(deal: Deal): string {
  if (deal.pricingType === 'percentage') return `${deal.discountAmount}% off`;
  if (deal.pricingType === 'flat_discount') return `${formatMoney(deal.discountAmount)} off`;
  return `Bundle price ${formatMoney(deal.discountAmount)}`;
}
