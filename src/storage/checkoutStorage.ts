import { z } from 'zod/mini';
import type { CheckoutMemory } from '@machines/checkout/checkout.types';

export const CHECKOUT_STORAGE_KEY = 'crust:checkout';
/** Spec: stored cart, order and payment data expire after 180 minutes. */
export const CHECKOUT_STORAGE_TTL_MS = 180 * 60 * 1000;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const text = z.catch(z.string().check(z.maxLength(500)), '');
const address = z.object({ address: text, address2: text, city: text, state: text, zipcode: text });
const storedCheckout = z.object({
  contact: z.object({ firstName: text, lastName: text, email: text, phone: text }),
  forDelivery: z.boolean(),
  address,
  tender: z.catch(z.enum(['cash', 'credit']), 'credit'),
  updatedAt: z.number(),
});

export type StoredCheckout = CheckoutMemory & { updatedAt: number };

const emptyMemory: CheckoutMemory = {
  contact: { firstName: '', lastName: '', email: '', phone: '' },
  forDelivery: false,
  address: { address: '', address2: '', city: '', state: '', zipcode: '' },
  // checkout §9: the default tender is credit
  tender: 'credit',
};

/** The checkout details of the last 180 minutes (contact, fulfilment, tender), or null when none, unreadable or expired. */
export function readStoredCheckout(storage: KeyValueStorage, now: number): StoredCheckout | null {
  try {
    const raw = storage.getItem(CHECKOUT_STORAGE_KEY);
    if (raw === null) return null;
    const parsed = storedCheckout.safeParse(JSON.parse(raw));
    if (!parsed.success || now - parsed.data.updatedAt > CHECKOUT_STORAGE_TTL_MS || parsed.data.updatedAt > now) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/** Stores a change (what is not given keeps its stored value, unless that expired). */
export function writeStoredCheckout(storage: KeyValueStorage, change: Partial<CheckoutMemory>, now: number): void {
  const { updatedAt: _, ...stored } = readStoredCheckout(storage, now) ?? { ...emptyMemory, updatedAt: now };
  try {
    storage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ ...stored, ...change, updatedAt: now }));
  } catch {
    // Storage full or blocked (private mode): checkout still works for this page's lifetime.
  }
}
