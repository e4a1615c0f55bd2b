import { CART_EXPIRY_MS, MAX_REMOVED_UUIDS } from './cart.lines';
import type { CartProduct, StoredCart } from './cart.types';

/**
 * Two tabs share one stored cart. When the other tab writes, this tab merges its copy with the
 * stored one so that neither tab's additions are lost:
 * - another cart (new uuid: cleared, ordered, other shop) replaces an older one outright;
 * - the same cart keeps every line either copy has, minus lines either copy removed; a line both
 *   have takes the newer copy's version, and shop, coupon and promo code follow the newer copy.
 * `diverged` says the merge holds something the stored copy lacks, so this tab must write it back.
 */
export function mergeStoredCarts(ours: StoredCart, stored: StoredCart | null, now: number): { cart: StoredCart; diverged: boolean } {
  const usable = stored !== null && now - stored.updatedAt < CART_EXPIRY_MS;
  if (!usable) return { cart: ours, diverged: differsFromStored(ours, null) };
  if (stored.cartUuid !== ours.cartUuid) {
    return stored.updatedAt >= ours.updatedAt ? { cart: stored, diverged: false } : { cart: ours, diverged: true };
  }
  const [newer, older] = stored.updatedAt >= ours.updatedAt ? [stored, ours] : [ours, stored];
  const removed = [...new Set([...older.removedUuids, ...newer.removedUuids])].slice(-MAX_REMOVED_UUIDS);
  const gone = new Set(removed);
  const known = new Set(newer.products.map((line) => line.uuid));
  // A cart holds one shop's items: the older copy's lines join only when they are of the same shop.
  const joinable = newer.shopId === null || older.shopId === null || older.shopId === newer.shopId;
  const products: CartProduct[] = [
    ...newer.products.filter((line) => !gone.has(line.uuid)),
    ...(joinable ? older.products.filter((line) => !known.has(line.uuid) && !gone.has(line.uuid)) : []),
  ];
  const shop = newer.shopId !== null || !joinable ? newer : older;
  const cart: StoredCart = {
    ...newer,
    shopId: products.length ? shop.shopId : newer.shopId,
    shopWebSlug: products.length ? shop.shopWebSlug : newer.shopWebSlug,
    // The same shop's name from whichever copy knows it (a copy stored before names were kept has none).
    shopName: (products.length ? shop : newer).shopName ?? (older.shopId === newer.shopId ? older.shopName : null) ?? null,
    products,
    removedUuids: removed,
    updatedAt: Math.max(ours.updatedAt, stored.updatedAt),
  };
  return { cart, diverged: differsFromStored(cart, stored) };
}

/** True when the stored copy lacks something of this cart (it must be written back). */
export function differsFromStored(cart: StoredCart, stored: StoredCart | null): boolean {
  if (stored === null) return cart.products.length > 0;
  const key = (c: StoredCart) =>
    JSON.stringify([c.cartUuid, c.shopId, c.shopName ?? null, c.coupon, c.promoCode, c.products, [...c.removedUuids].sort()]);
  return key(cart) !== key(stored);
}
