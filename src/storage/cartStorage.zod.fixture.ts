// Test fixture: the zod reading of the stored cart as it was before storedValues.ts (the reference for cartStorage.equivalence.test.ts).
import { z } from 'zod/mini';
import { MAX_QUANTITY } from '@machines/cart/cart.lines';
import type { CartProduct, StoredCart } from '@machines/cart/cart.types';

export const CART_STORAGE_KEY = 'crust:cart';

/** Shown when a saved cart could not be read at all and a new one was started. */
export const CART_RESET_NOTICE = "We couldn't restore your saved cart, so we started a new one.";
/** Shown when some lines of a saved cart were unreadable and were left out. */
export const CART_REPAIRED_NOTICE = 'Some items in your saved cart could not be restored and were removed.';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const id = z.int().check(z.positive());
const webSlug = z.string().check(z.regex(/^[a-z]{2}\/[a-z0-9_-]+\/\d{5}\/[a-z0-9_-]+$/));
const string = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));
const textOr = (max: number, fallback: string) => z.catch(string(0, max), fallback);

const cartHeader = z.object({
  cartUuid: string(1, 100),
  shopId: z.nullable(id),
  shopWebSlug: z.nullable(webSlug),
  shopName: z.catch(z.nullable(string(1, 200)), null),
  products: z.array(z.unknown()).check(z.maxLength(100)),
  coupon: z.catch(
    z.nullable(z.object({ id, name: string(0, 200), pricingType: z.enum(['flat_discount', 'percentage', 'bundle_price']) })),
    null,
  ),
  // A promo code that cannot be read is dropped: the shopper can type it again.
  promoCode: z.catch(
    z.nullable(
      z.object({
        input: string(0, 100),
        isErrorPresent: z.boolean(),
        isValid: z.boolean(),
        summaryErrors: z.array(string(0, 500)).check(z.maxLength(20)),
        id: z.nullable(id),
        promoAmount: z.int().check(z.gte(0)),
        promoPercent: z.int().check(z.gte(0), z.lte(100)),
      }),
    ),
    null,
  ),
  removedUuids: z.catch(z.array(string(0, 100)).check(z.maxLength(100)), []),
  // zod 4 numbers are finite
  updatedAt: z.number(),
});

const cartLine = z.object({
  uuid: string(1, 100),
  id,
  name: string(1, 200),
  description: textOr(2000, ''),
  productTypeId: id,
  productTypeName: textOr(200, ''),
  selections: z.record(z.string().check(z.regex(/^\d+$/)), z.array(id).check(z.maxLength(100))),
  specialRequest: textOr(500, ''),
  quantity: z.int().check(z.gte(1)),
  // Display only: the receipt re-prices every line, so a tampered or stale price is replaced, not trusted.
  price: z.catch(z.int().check(z.gte(0)), 0),
  isBestSeller: z.catch(z.boolean(), false),
  couponId: z.catch(z.nullable(id), null),
});

export type RestoredCart = { cart: StoredCart | null; notice: string | null };

/**
 * The cart saved by the last session (the cart machine drops it when older than 180 minutes), repaired
 * when it was tampered with: unreadable JSON, an unknown shop or a broken header start a new cart; lines
 * that make no sense (negative quantity, no product) are dropped; quantities above the limit are capped.
 * Either way the shopper is told.
 */
export function readStoredCart(storage: KeyValueStorage): RestoredCart {
  let raw: string | null;
  try {
    raw = storage.getItem(CART_STORAGE_KEY);
  } catch {
    return { cart: null, notice: null };
  }
  if (raw === null) return { cart: null, notice: null };
  return parseStoredCart(raw);
}

export function parseStoredCart(raw: string): RestoredCart {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { cart: null, notice: CART_RESET_NOTICE };
  }
  const header = cartHeader.safeParse(parsed);
  if (!header.success || (header.data.shopId === null) !== (header.data.shopWebSlug === null)) {
    return { cart: null, notice: CART_RESET_NOTICE };
  }
  const lines = header.data.products.map((line) => cartLine.safeParse(line));
  const products: CartProduct[] = lines.flatMap((line) =>
    line.success ? [{ ...line.data, quantity: Math.min(line.data.quantity, MAX_QUANTITY) }] : [],
  );
  const uuids = new Set<string>();
  const unique = products.filter((line) => !uuids.has(line.uuid) && uuids.add(line.uuid));
  const repaired = unique.length !== header.data.products.length;
  if (unique.length === 0 && repaired) return { cart: null, notice: CART_RESET_NOTICE };
  return { cart: { ...header.data, products: unique }, notice: repaired ? CART_REPAIRED_NOTICE : null };
}

export function writeStoredCart(storage: KeyValueStorage, cart: StoredCart): void {
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // Storage full or blocked (private mode): the cart still works for this page's lifetime.
  }
}

/**
 * Another tab changed the stored cart: calls back with the repaired copy (null when it was removed
 * or unreadable). Returns the unsubscribe.
 */
export function onStoredCartChange(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  listener: (cart: StoredCart | null) => void,
) {
  const handle = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    listener(event.newValue === null ? null : parseStoredCart(event.newValue).cart);
  };
  target.addEventListener('storage', handle);
  return () => target.removeEventListener('storage', handle);
}
