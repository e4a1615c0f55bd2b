import type { SavedAddress } from '@machines/savedAddresses/savedAddresses.types';

/** A saved address on two lines: "123 Court St, #3F" and "Brooklyn, NY 11201" (address2 keeps its stored '#'). */
export function savedAddressLines({ address, address2, city, state, zipcode }: SavedAddress): [string, string] {
  return [address2 ? `${address}, ${address2}` : address, `${city}, ${state} ${zipcode}`];
}
