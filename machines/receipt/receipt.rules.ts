import { toRequestError } from '../shared/request-error';
import type { CartContext } from '../cart/cart.types';
import type { ReceiptCart, ReceiptError, ReceiptFulfilment, ShopModes } from './receipt.types';

/** Pricing waits this long after the last change, so a burst of stepper taps is priced once. */
export const RECEIPT_DEBOUNCE_MS = 300;

/** The receipt failed for any other reason (spec, checkout §8). */
export const RECEIPT_FAILED_MESSAGE = 'Total will be updated at checkout.';
/** 'Add {amount} to meet the minimum order.' (spec, discovery §8), the amount already formatted. */
export const minimumOrderMessage = (amount: string) => `Add ${amount} to meet the minimum order.`;
/** Spec wording for an item the shop no longer sells (discovery §5). */
export const ITEM_UNAVAILABLE_MESSAGE = 'This item is no longer available';
/** Shown when the stored cart's shop is not known to the server (the cart is cleared). */
export const UNKNOWN_SHOP_NOTICE = "The pizzeria in your saved cart isn't available, so we started a new cart.";

export const emptyReceiptCart: ReceiptCart = { shopId: null, products: [], couponIds: [], promoCodeId: null };
export const pickupFulfilment: ReceiptFulfilment = { forDelivery: false, address: null };

/** What the receipt prices of the app's cart: its lines, its coupon, and the promo code once the server accepted it. */
export const toReceiptCart = (context: CartContext, promoCodeId: number | null): ReceiptCart => ({
  shopId: context.shopId,
  products: context.products,
  couponIds: context.coupon ? [context.coupon.id] : [],
  promoCodeId,
});

export const hasLines = (cart: ReceiptCart) => cart.shopId !== null && cart.products.length > 0;

/** What the server prices (display prices and names left out: a re-price alone is no change). */
export function pricingKey(cart: ReceiptCart, fulfilment: ReceiptFulfilment): string {
  const lines = cart.products.map((l) => [l.id, l.productTypeId, l.quantity, l.selections, l.specialRequest, l.couponId]);
  return JSON.stringify([cart.shopId, lines, cart.couponIds, cart.promoCodeId, fulfilment]);
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

/** A failed pricing, with the indexes of items answered 422 menu_item_missing (field `…order_items.{index}`). */
export function toReceiptError(error: unknown): ReceiptError {
  const base = toRequestError(error);
  if (isObject(error) && Array.isArray(error.missingIndexes)) {
    return { ...base, missingIndexes: error.missingIndexes.filter((i): i is number => Number.isInteger(i)) };
  }
  const items = isObject(error) && Array.isArray(error.errors) ? error.errors.filter(isObject) : [];
  const missingIndexes = items.flatMap((item) => {
    const match = item.code === 'menu_item_missing' && typeof item.field === 'string' ? /\.(\d+)$/.exec(item.field) : null;
    return match ? [Number(match[1])] : [];
  });
  return { ...base, missingIndexes };
}

/** The cart lines at the given order-item indexes. */
export const linesAt = (cart: ReceiptCart, indexes: number[]) => cart.products.filter((_, i) => indexes.includes(i));

/** '{name}: This item is no longer available' for each removed line. */
export const unavailableNotice = (names: string[]) => names.map((name) => `${name}: ${ITEM_UNAVAILABLE_MESSAGE}`).join(' ');

/** The fulfilment in use at a shop: a shop that takes only delivery (or only pickup) gets that mode; otherwise the shopper's choice stands. */
export function fulfilmentAt(shop: ShopModes, fulfilment: ReceiptFulfilment): ReceiptFulfilment {
  const only = shop.doesDelivery === shop.doesPickup ? null : shop.doesDelivery;
  return only === null || only === fulfilment.forDelivery ? fulfilment : { ...fulfilment, forDelivery: only };
}

/** The menu page's one-line summary of the fulfilment in use: "Pickup" or "Delivery to 123 Court St". */
export function fulfilmentSummary(fulfilment: ReceiptFulfilment): string {
  if (!fulfilment.forDelivery) return 'Pickup';
  const street = fulfilment.address?.address.trim();
  return street ? `Delivery to ${street}` : 'Delivery';
}
