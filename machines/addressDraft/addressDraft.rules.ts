import { ADDRESS_MESSAGES } from '../checkout/contact.rules';
import { hasCompleteAddress, isValidZip, offeredForDelivery } from '../checkout/checkout.rules';
import type { AddressDraftContext, AddressDraftInput, AddressField, DraftAddress } from './addressDraft.types';

export { hasCompleteAddress };

export const emptyDraft: DraftAddress = { address: '', address2: '', city: '', state: '', zipcode: '' };

/** What the zone check reads (spec §5: "an address draft's content ignores address2 and status"). */
export const CONTENT_FIELDS: readonly AddressField[] = ['address', 'city', 'state', 'zipcode'];

export const isContentField = (field: AddressField) => CONTENT_FIELDS.includes(field);

export const isBlankDraft = (draft: DraftAddress) => Object.values(draft).every((value) => value.trim() === '');

export const sameAddress = (a: DraftAddress, b: DraftAddress) =>
  (Object.keys(emptyDraft) as AddressField[]).every((field) => a[field] === b[field]);

/**
 * Why a draft is not worth a zone check: 'This is a required field.' under each empty content field,
 * and the zip message when the ZIP is not five digits (optionally -four). Empty exactly when
 * checkout's `hasCompleteAddress` holds (a unit test keeps the two in step).
 */
export function draftErrors(draft: DraftAddress): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  for (const field of CONTENT_FIELDS) if (!draft[field].trim()) errors[field] = ADDRESS_MESSAGES.required;
  if (!errors.zipcode && !isValidZip(draft.zipcode)) errors.zipcode = ADDRESS_MESSAGES.zipcodeMissing;
  return errors;
}

/** Open for delivery now and not for pickup (the menu's "Only delivery is open right now"). */
const opensOnlyForDeliveryNow = (shop: AddressDraftInput['shop']) => shop.isOpenForDelivery && !shop.isOpenForPickup;

/**
 * Delivery when the shopper had chosen it (or searched for delivery to an address) and the shop delivers,
 * when only delivery is open right now, or when the shop offers nothing else.
 */
export function createAddressDraftContext({ shop, fulfilment, searched = null }: AddressDraftInput): AddressDraftContext {
  const confirmed = fulfilment?.address ? { ...emptyDraft, ...fulfilment.address } : null;
  const prefersDelivery = fulfilment?.forDelivery === true || searched !== null || opensOnlyForDeliveryNow(shop);
  const forDelivery = offeredForDelivery(shop, prefersDelivery);
  return {
    shop,
    forDelivery,
    confirmed,
    draft: (forDelivery ? searched : null) ?? confirmed ?? emptyDraft,
    errors: {},
    deliversTo: null,
    components: [],
    formattedAddress: null,
    fromSearch: forDelivery && searched !== null && hasCompleteAddress(searched),
  };
}

const SEARCHED_ADDRESS = /^\s*([^,]+?)\s*,\s*([^,]+?)\s*,\s*([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)\s*(?:,\s*USA?)?\s*$/;

/**
 * The street address a search was made for ("100 Court St, Brooklyn, NY 11201", as the place search
 * writes it) as draft fields; null for anything less (a city, a ZIP alone): there is nothing to check.
 */
export function searchedAddress(text: string | undefined): DraftAddress | null {
  const match = text ? SEARCHED_ADDRESS.exec(text) : null;
  if (!match || !/\d/.test(match[1]!)) return null;
  const [, address, city, state, zipcode] = match as unknown as [string, string, string, string, string];
  return { address, address2: '', city, state: state.toUpperCase(), zipcode };
}
