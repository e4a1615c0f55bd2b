import { MAX_QUANTITY } from '@machines/cart/cart.lines';
import type { NewCartProduct } from '@machines/cart/cart.types';
import type { LoadedMagicCart } from '@machines/magicCart/magicCart.types';
import type { Menu } from '../api';
import type { ActivityOrder } from '../api/activities';
import { findProduct, toCartProduct } from './options';

/** The name a dropped item is shown by when the server no longer knows it. */
export const UNKNOWN_ITEM_NAME = 'An item';

type ActivityItem = ActivityOrder['orderItems'][number];

/**
 * Turns a saved order into cart lines and its coupon. An item is dropped (and named) when it failed to
 * load (is_available false), is a loyalty reward, or its product type is not on today's menu or among the
 * product types the server returned (asked for with missing ones allowed).
 */
export function fromActivity(order: ActivityOrder, menu: Menu, productTypeIds: Set<number>): LoadedMagicCart {
  const lines: NewCartProduct[] = [];
  const dropped: string[] = [];
  for (const item of order.orderItems) {
    const line = toCartLine(item, menu, productTypeIds);
    if (line) lines.push(line);
    else dropped.push(item.productName ?? UNKNOWN_ITEM_NAME);
  }
  const coupon = restoredCoupon(order.coupons, lines);
  // A line tied to a coupon the cart does not hold would ask the receipt for a deal it cannot show or remove.
  const products = lines.map((line) => (line.couponId === null || line.couponId === coupon?.id ? line : { ...line, couponId: null }));
  const forDelivery = order.shippingType === 'delivery';
  return {
    shop: { id: order.shopId, webSlug: order.webSlug, name: order.shopName },
    products,
    coupon: coupon ? { id: coupon.id, name: coupon.name, pricingType: coupon.pricingType } : null,
    fulfilment: {
      forDelivery,
      address:
        forDelivery && order.deliveryAddress
          ? {
              address: order.deliveryAddress,
              address2: order.deliveryFloor ?? '',
              city: order.deliveryCity ?? '',
              state: order.deliveryState ?? '',
              zipcode: order.deliveryPostcode ?? '',
            }
          : null,
    },
    checkout: { orderOptions: order.orderOptionTypes, specialInstructions: order.deliveryInstruction ?? '' },
    dropped,
  };
}

/**
 * The cart holds one coupon by design (a new coupon replaces the old one and its bundle lines), so one of
 * the saved coupons the shop still offers is restored: the bundle that restored lines are tied to, else
 * the first. Lines tied to any other coupon stay in the cart as plain lines.
 */
function restoredCoupon(coupons: ActivityOrder['coupons'], lines: NewCartProduct[]): ActivityOrder['coupons'][number] | null {
  const tied = new Set(lines.map((line) => line.couponId));
  return coupons.find((coupon) => coupon.pricingType === 'bundle_price' && tied.has(coupon.id)) ?? coupons[0] ?? null;
}

function toCartLine(item: ActivityItem, menu: Menu, productTypeIds: Set<number>): NewCartProduct | null {
  const product = findProduct(menu, item.productsId);
  const type = product?.productTypes.find((candidate) => candidate.id === item.productsTypeId);
  if (!item.isAvailable || !product || !type || product.isLoyaltyReward || !productTypeIds.has(type.id)) return null;
  const selections: Record<string, number[]> = {};
  for (const selection of item.orderItemSelections) {
    const key = String(selection.addonId);
    selections[key] = [...(selections[key] ?? []), selection.selectionId];
  }
  return toCartProduct(product, type, {
    selections,
    specialRequest: item.productsInstruction ?? '',
    quantity: Math.min(Math.max(item.productsQuantity, 1), MAX_QUANTITY),
    price: (item.productTypePrice ?? type.price) + item.orderItemSelections.reduce((sum, s) => sum + s.price, 0),
    couponId: item.couponId,
  });
}
