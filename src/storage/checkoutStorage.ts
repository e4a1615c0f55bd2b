import { ORDER_OPTION_TYPES, type OrderOptionType } from '@machines/checkout/checkout.options';
import { CUSTOM_TIP, TIP_PERCENTAGES } from '@machines/checkout/checkout.tip';
import type { CheckoutMemory } from '@machines/checkout/checkout.types';
import { isFiniteNumber, isRecord, isText, orElse } from './storedValues';

export const CHECKOUT_STORAGE_KEY = 'crust:checkout';
/** Spec: stored cart, order and payment data expire after 180 minutes. */
export const CHECKOUT_STORAGE_TTL_MS = 180 * 60 * 1000;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const text = (value: unknown) => orElse(value, (text): text is string => isText(text, 0, 500), '');

/** The stored tip: a preset or the custom sentinel (-1) with its typed text; anything else, no tip. */
function readTip(value: unknown): CheckoutMemory['tip'] {
  const choices: readonly number[] = [...TIP_PERCENTAGES, CUSTOM_TIP];
  if (!isRecord(value) || !isFiniteNumber(value.percentage) || !choices.includes(value.percentage)) return { percentage: 0, custom: '' };
  return { percentage: value.percentage, custom: orElse(value.custom, (custom): custom is string => isText(custom, 0, 20), '') };
}

/** The stored checkout details, or null when the contact, the mode or the time cannot be read. */
function readCheckout(value: unknown): StoredCheckout | null {
  if (!isRecord(value) || !isRecord(value.contact) || !isRecord(value.address)) return null;
  const { contact, address, forDelivery, updatedAt } = value;
  if (typeof forDelivery !== 'boolean' || !isFiniteNumber(updatedAt)) return null;
  return {
    contact: {
      firstName: text(contact.firstName),
      lastName: text(contact.lastName),
      email: text(contact.email),
      phone: text(contact.phone),
    },
    forDelivery,
    address: {
      address: text(address.address),
      address2: text(address.address2),
      city: text(address.city),
      state: text(address.state),
      zipcode: text(address.zipcode),
    },
    tender: value.tender === 'cash' ? 'cash' : 'credit',
    tip: readTip(value.tip),
    orderOptions: Array.isArray(value.orderOptions)
      ? value.orderOptions.filter((option): option is OrderOptionType => (Object.values(ORDER_OPTION_TYPES) as unknown[]).includes(option))
      : [],
    specialInstructions: orElse(value.specialInstructions, (text): text is string => isText(text, 0, 500), ''),
    updatedAt,
  };
}

export type StoredCheckout = CheckoutMemory & { updatedAt: number };

const emptyMemory: CheckoutMemory = {
  contact: { firstName: '', lastName: '', email: '', phone: '' },
  forDelivery: false,
  address: { address: '', address2: '', city: '', state: '', zipcode: '' },
  // checkout §9: the default tender is credit
  tender: 'credit',
  tip: { percentage: 0, custom: '' },
  orderOptions: [],
  specialInstructions: '',
};

/** The checkout details of the last 180 minutes (contact, fulfilment, tender), or null when none, unreadable or expired. */
export function readStoredCheckout(storage: KeyValueStorage, now: number): StoredCheckout | null {
  try {
    const raw = storage.getItem(CHECKOUT_STORAGE_KEY);
    if (raw === null) return null;
    const stored = readCheckout(JSON.parse(raw));
    if (!stored || now - stored.updatedAt > CHECKOUT_STORAGE_TTL_MS || stored.updatedAt > now) return null;
    return stored;
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
