import { ADDRESS_MESSAGES } from '../checkout/contact.rules';
import { hasCompleteAddress, isValidZip, offeredForDelivery } from '../checkout/checkout.rules';
import type { AddressDraftContext, AddressDraftInput, AddressField, DraftAddress } from './addressDraft.types';

export { hasCompleteAddress };

export const emptyDraft: DraftAddress = { address: '', address2: '', city: '', state: '', zipcode: '' };

/** What the zone check reads (spec §5: "an address draft's content ignores address2 and status"). */
export const CONTENT_FIELDS: readonly AddressField[] = ['address', 'city', 'state', 'zipcode'];

export const isContentField = (field: AddressField) => CONTENT_FIELDS.includes(field);

export const isBlankDraft = (draft: DraftAddress) => Object.values(draft).every((value) => value.trim() === '');

export const sameAddress = (a: DraftAddress, b: DraftAddress) => (Object.keys(emptyDraft) as AddressField[]).every((field) => a[field] === b[field]);

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

/** Delivery when the shopper had chosen it and the shop delivers, or when the shop offers nothing else. */
export function createAddressDraftContext({ shop, fulfilment }: AddressDraftInput): AddressDraftContext {
  const confirmed = fulfilment?.address ? { ...emptyDraft, ...fulfilment.address } : null;
  return {
    shop,
    forDelivery: offeredForDelivery(shop, fulfilment?.forDelivery === true),
    confirmed,
    draft: confirmed ?? emptyDraft,
    errors: {},
    deliversTo: null,
    components: [],
    formattedAddress: null,
  };
}
