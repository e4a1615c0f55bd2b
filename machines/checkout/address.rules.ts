import type { CheckoutAddress } from './checkout.types';

/**
 * The address rules the menu page needs too (the stored fulfilment is restored with the page): apart from
 * checkout's other rules, whose messages, tips and later-order slots only checkout needs.
 */
export const REQUIRED_ADDRESS_FIELDS = ['address', 'city', 'state', 'zipcode'] as const;
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export const isValidZip = (zipcode: string) => ZIP_PATTERN.test(zipcode.trim());

/** Every required field filled and a ZIP of five digits (optionally -four): worth asking the shop. */
export const hasCompleteAddress = (address: CheckoutAddress) =>
  REQUIRED_ADDRESS_FIELDS.every((field) => address[field].trim() !== '') && isValidZip(address.zipcode);
