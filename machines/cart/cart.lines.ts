import { ORDER_LIMITS } from '../../server/contract/order-limits';
import type { CartContext, CartLineRef, CartProduct, NewCartProduct, StoredCart } from './cart.types';

/** Stored cart, order and payment data expire after 180 minutes (spec §4). */
export const CART_EXPIRY_MS = 180 * 60 * 1000;
/** One line's quantity: the platform API's cap, so the cart never holds what an order cannot. */
export const MAX_QUANTITY = ORDER_LIMITS.lineQuantity;

export const newUuid = () => globalThis.crypto.randomUUID();

export const emptyCart = (now: number, cartUuid = newUuid()): StoredCart => ({
  cartUuid,
  shopId: null,
  shopWebSlug: null,
  shopName: null,
  products: [],
  coupon: null,
  promoCode: null,
  removedUuids: [],
  updatedAt: now,
});

/** How many removed-line uuids a cart remembers for merging with another tab. */
export const MAX_REMOVED_UUIDS = 100;

/** The stored cart if it is younger than 180 minutes, else a fresh cart with a new uuid (one stored without a shop name has none). */
export function restoreCart(stored: StoredCart | null, now: number, notice: string | null = null): CartContext {
  const fresh = stored !== null && now - stored.updatedAt < CART_EXPIRY_MS;
  return { ...(fresh ? { ...stored, shopName: stored.shopName ?? null } : emptyCart(now)), pending: null, notice };
}

/** Remembers removed lines so another tab's older copy cannot resurrect them. */
export function withRemoved(removedUuids: string[], lines: CartProduct[]): string[] {
  if (lines.length === 0) return removedUuids;
  return [...removedUuids, ...lines.map((line) => line.uuid)].slice(-MAX_REMOVED_UUIDS);
}

export const withUuid = (product: NewCartProduct): CartProduct => ({ ...product, uuid: newUuid() });

/** Index of the referenced line, or -1. */
export function findLine(products: CartProduct[], ref: CartLineRef): number {
  if (ref.uuid !== undefined) return products.findIndex((p) => p.uuid === ref.uuid);
  if (ref.index !== undefined && Number.isInteger(ref.index) && ref.index >= 0 && ref.index < products.length) return ref.index;
  return -1;
}

export const clampQuantity = (quantity: number) => Math.min(Math.max(Math.trunc(quantity), 0), MAX_QUANTITY);

export const toStoredCart = ({
  cartUuid,
  shopId,
  shopWebSlug,
  shopName,
  products,
  coupon,
  promoCode,
  removedUuids,
  updatedAt,
}: CartContext): StoredCart => ({
  cartUuid,
  shopId,
  shopWebSlug,
  shopName,
  products,
  coupon,
  promoCode,
  removedUuids,
  updatedAt,
});
