import { hasCompleteAddress } from './address.rules';
import { CHECKOUT_MESSAGES } from './contact.rules';
import type { CheckoutContext } from './checkout.types';

/** checkout §8 */
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes on this page. Please save changes before placing your order.';

type AddressFacts = Pick<CheckoutContext, 'forDelivery' | 'address' | 'addressValidation'>;

/**
 * A delivery address typed in full but not checked since its last change: "Check address" is what keeps it
 * (the zone check), so this is the page's unsaved change. While it is being checked it is being saved.
 */
export const hasUnsavedAddress = ({ forDelivery, address, addressValidation }: AddressFacts) =>
  forDelivery && addressValidation === 'idle' && hasCompleteAddress(address);

/** The summary of a Place order the form refuses: an unsaved change says so, anything else asks for corrections. */
export const refusedSubmitSummary = (facts: AddressFacts): string[] => [
  hasUnsavedAddress(facts) ? UNSAVED_CHANGES_MESSAGE : CHECKOUT_MESSAGES.correctErrors,
];
