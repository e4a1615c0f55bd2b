import { MAX_QUANTITY } from '@machines/cart/cart.lines';
import type { CartCoupon, CartProduct, StoredCart } from '@machines/cart/cart.types';
import type { StoredPromoCode } from '@machines/promo/promo.types';
import { isFiniteNumber, isId, isListOf, isRecord, isText, isWhole, orElse } from './storedValues';

export const CART_STORAGE_KEY = 'crust:cart';

/** Shown when a saved cart could not be read at all and a new one was started. */
export const CART_RESET_NOTICE = "We couldn't restore your saved cart, so we started a new one.";
/** Shown when some lines of a saved cart were unreadable and were left out. */
export const CART_REPAIRED_NOTICE = 'Some items in your saved cart could not be restored and were removed.';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const WEB_SLUG = /^[a-z]{2}\/[a-z0-9_-]+\/\d{5}\/[a-z0-9_-]+$/;
const PRICING_TYPES: readonly CartCoupon['pricingType'][] = ['flat_discount', 'percentage', 'bundle_price'];

const isTextUpTo =
  (max: number) =>
  (value: unknown): value is string =>
    isText(value, 0, max);
const isNullableId = (value: unknown): value is number | null => value === null || isId(value);

/** The cart's own fields, or null when one that cannot be lost is missing or malformed (lines are read apart). */
function readHeader(value: unknown): (Omit<StoredCart, 'products'> & { products: unknown[] }) | null {
  if (!isRecord(value)) return null;
  const { cartUuid, shopId, shopWebSlug, products, updatedAt } = value;
  if (!isText(cartUuid, 1, 100) || !isNullableId(shopId) || !isFiniteNumber(updatedAt)) return null;
  if (shopWebSlug !== null && !(typeof shopWebSlug === 'string' && WEB_SLUG.test(shopWebSlug))) return null;
  if (!Array.isArray(products) || products.length > 100) return null;
  return {
    cartUuid,
    shopId,
    shopWebSlug,
    // A cart saved before the shop's name was kept has none; the cart learns it on the next add there.
    shopName: orElse(value.shopName, (name): name is string => isText(name, 1, 200), null),
    products,
    coupon: readCoupon(value.coupon),
    // A promo code that cannot be read is dropped: the shopper can type it again.
    promoCode: readPromoCode(value.promoCode),
    removedUuids: orElse(value.removedUuids, (list): list is string[] => isListOf(list, 100, isTextUpTo(100)), []),
    updatedAt,
  };
}

function readCoupon(value: unknown): CartCoupon | null {
  if (!isRecord(value) || !isId(value.id) || !isText(value.name, 0, 200)) return null;
  const pricingType = PRICING_TYPES.find((type) => type === value.pricingType);
  return pricingType ? { id: value.id, name: value.name, pricingType } : null;
}

function readPromoCode(value: unknown): StoredPromoCode | null {
  if (!isRecord(value)) return null;
  const { input, isErrorPresent, isValid, summaryErrors, id, promoAmount, promoPercent } = value;
  if (!isText(input, 0, 100) || typeof isErrorPresent !== 'boolean' || typeof isValid !== 'boolean') return null;
  if (!isListOf(summaryErrors, 20, isTextUpTo(500)) || !isNullableId(id) || !isWhole(promoAmount, 0) || !isWhole(promoPercent, 0, 100))
    return null;
  return { input, isErrorPresent, isValid, summaryErrors, id, promoAmount, promoPercent };
}

const isSelections = (value: unknown): value is Record<string, number[]> =>
  isRecord(value) && Object.entries(value).every(([key, ids]) => /^\d+$/.test(key) && isListOf(ids, 100, isId));

/** One line of the cart, or null when it makes no sense (no product, no quantity). */
function readLine(value: unknown): CartProduct | null {
  if (!isRecord(value)) return null;
  const { uuid, id, name, productTypeId, selections, quantity } = value;
  if (!isText(uuid, 1, 100) || !isId(id) || !isText(name, 1, 200) || !isId(productTypeId)) return null;
  if (!isSelections(selections) || !isWhole(quantity, 1)) return null;
  return {
    uuid,
    id,
    name,
    description: orElse(value.description, isTextUpTo(2000), ''),
    productTypeId,
    productTypeName: orElse(value.productTypeName, isTextUpTo(200), ''),
    selections,
    specialRequest: orElse(value.specialRequest, isTextUpTo(500), ''),
    quantity,
    // Display only: the receipt re-prices every line, so a tampered or stale price is replaced, not trusted.
    price: orElse(value.price, (price): price is number => isWhole(price, 0), 0),
    isBestSeller: orElse(value.isBestSeller, (flag): flag is boolean => typeof flag === 'boolean', false),
    couponId: orElse(value.couponId, isNullableId, null),
  };
}

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
  const header = readHeader(parsed);
  if (!header || (header.shopId === null) !== (header.shopWebSlug === null)) {
    return { cart: null, notice: CART_RESET_NOTICE };
  }
  const products: CartProduct[] = header.products.flatMap((value) => {
    const line = readLine(value);
    return line ? [{ ...line, quantity: Math.min(line.quantity, MAX_QUANTITY) }] : [];
  });
  const uuids = new Set<string>();
  const unique = products.filter((line) => !uuids.has(line.uuid) && uuids.add(line.uuid));
  const repaired = unique.length !== header.products.length;
  if (unique.length === 0 && repaired) return { cart: null, notice: CART_RESET_NOTICE };
  return { cart: { ...header, products: unique }, notice: repaired ? CART_REPAIRED_NOTICE : null };
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
