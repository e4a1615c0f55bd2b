/** Contact-details rules and every checkout message, verbatim from the spec. */
import { contactProblems, type Contact, type ContactField } from '../../server/contract/contact';
import { PAYPAL_MESSAGES } from '../../server/contract/paypal-messages';

export { CONTACT_MESSAGES, PHONE_DIGITS, phoneDigits, type Contact, type ContactField } from '../../server/contract/contact';
export type ContactErrors = Partial<Record<ContactField, string>>;

export const ADDRESS_MESSAGES = {
  missing: 'Please provide a valid delivery address.',
  undeliverable: "Sorry, this pizzeria doesn't deliver to that location. Use a new address, switch to pickup, or start a new search.",
  deliverable: 'Great news! This pizzeria delivers to your location.',
  required: 'This is a required field.',
  zipcodeMissing: 'Please check your delivery address includes a zip code',
} as const;

export const CHECKOUT_MESSAGES = {
  cartEmpty: 'Please add items to your cart to checkout',
  correctErrors: 'Please correct errors to continue',
  generic: 'Something went wrong, please try again.',
  paymentRequired: 'A valid payment method is required',
  /** PayPal chosen without an approved agreement, in the platform's words */
  paypalRequired: PAYPAL_MESSAGES.missing,
  expiryRequired: "Please enter your card's expiration date",
  tipInvalid: 'Please enter a valid tip rounded to two decimals',
  // Not in the spec (it gives no text for an unsupported fulfilment); chosen for the skeleton.
  deliveryUnavailable: 'This pizzeria is not taking delivery orders right now.',
  pickupUnavailable: 'This pizzeria is not taking pickup orders right now.',
} as const;

/** Checkout §5: each card field must be complete; the billing ZIP is five digits, optionally -four. */
export const CARD_MESSAGES = {
  cardNumber: 'Enter a valid Credit Card number',
  cardExpiry: 'Enter a valid expiration date',
  cardCvc: 'Enter a valid CVV',
  postalCode: 'Enter a valid Zip Code',
} as const;

export function validateContact(contact: Contact): ContactErrors {
  return Object.fromEntries(contactProblems(contact).map((problem) => [problem.field, problem.message]));
}

export const isContactValid = (contact: Contact) => Object.keys(validateContact(contact)).length === 0;
