import type { StoredCart } from '../../machines/cart/cart.types';

export const CART_STORAGE_KEY = 'crust:cart';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isStoredCart(value: unknown): value is StoredCart {
  if (typeof value !== 'object' || value === null) return false;
  const cart = value as Record<string, unknown>;
  return typeof cart.cartUuid === 'string' && Array.isArray(cart.products) && typeof cart.updatedAt === 'number';
}

/** The cart saved by the last session, or null; the cart machine drops it when older than 180 minutes. */
export function readStoredCart(storage: KeyValueStorage): StoredCart | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? 'null');
    return isStoredCart(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredCart(storage: KeyValueStorage, cart: StoredCart): void {
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // Storage full or blocked (private mode): the cart still works for this page's lifetime.
  }
}
