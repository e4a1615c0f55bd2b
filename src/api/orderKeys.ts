/**
 * The Idempotency-Key each order was placed with in this browser, by the order's uuid (issue 37 item 9). Only the
 * placing browser holds it: sent back as Order-Key, it reads the order in full (name, email, phone, the unit of
 * its address), where anyone else holding the uuid reads the minimum. Kept in localStorage, the newest 20.
 */
export const ORDER_KEYS_STORAGE_KEY = 'crust:orderKeys';
const KEPT = 20;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): KeyValueStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

function read(storage: KeyValueStorage): [string, string][] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ORDER_KEYS_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, string] =>
        Array.isArray(entry) && entry.length === 2 && entry.every((part) => typeof part === 'string' && part.length <= 255),
    );
  } catch {
    return [];
  }
}

/** Remembers the key an order was placed with (the newest last, the oldest dropped beyond 20). */
export function rememberOrderKey(orderUuid: string, key: string, storage: KeyValueStorage | null = browserStorage()): void {
  if (!storage) return;
  const kept = read(storage).filter(([uuid]) => uuid !== orderUuid);
  kept.push([orderUuid, key]);
  try {
    storage.setItem(ORDER_KEYS_STORAGE_KEY, JSON.stringify(kept.slice(-KEPT)));
  } catch {
    // storage full or refused: the order reads as a uuid holder's
  }
}

/** The key this browser placed the order with, or null. */
export function orderKeyOf(orderUuid: string, storage: KeyValueStorage | null = browserStorage()): string | null {
  if (!storage) return null;
  return read(storage).find(([uuid]) => uuid === orderUuid)?.[1] ?? null;
}

/** The Order-Key header for a request about this order, when this browser placed it. */
export function orderKeyHeaders(orderUuid: string): Record<string, string> {
  const key = orderKeyOf(orderUuid);
  return key ? { 'Order-Key': key } : {};
}
