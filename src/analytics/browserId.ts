import type { KeyValueStorage } from './constants';

export const BROWSER_ID_KEY = 'crust:browserId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * This browser's anonymous id (a random uuid, kept like the attribution: once per browser). It keys
 * "Request to add" (one per shop per browser) and the analytics events; it names no person.
 */
export function browserIdFrom(storage: KeyValueStorage, newId: () => string = () => crypto.randomUUID()): string {
  try {
    const stored = storage.getItem(BROWSER_ID_KEY);
    if (stored && UUID.test(stored)) return stored;
  } catch {
    // Storage blocked: a fresh id for this page load.
  }
  const id = newId();
  try {
    storage.setItem(BROWSER_ID_KEY, id);
  } catch {
    // Storage full or blocked: the id still applies to this page load.
  }
  return id;
}
