/** Contact-details rules and every checkout message, verbatim from the spec. */

export type Contact = { firstName: string; lastName: string; email: string; phone: string };
export type ContactField = keyof Contact;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid e-mail address',
  phoneRequired: 'Phone is required',
  phoneTooShort: 'Mobile phone number is too short',
  phoneTooLong: 'Mobile phone number is too long',
} as const;

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
  // Not in the spec (it gives no text for an unsupported fulfilment); chosen for the skeleton.
  deliveryUnavailable: 'This pizzeria is not taking delivery orders right now.',
  pickupUnavailable: 'This pizzeria is not taking pickup orders right now.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PHONE_DIGITS = 10;

export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

export function validateContact(contact: Contact): ContactErrors {
  const errors: ContactErrors = {};
  if (!contact.firstName.trim()) errors.firstName = CONTACT_MESSAGES.firstNameRequired;
  if (!contact.lastName.trim()) errors.lastName = CONTACT_MESSAGES.lastNameRequired;
  const email = contact.email.trim();
  if (!email) errors.email = CONTACT_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = CONTACT_MESSAGES.emailInvalid;
  const digits = phoneDigits(contact.phone);
  if (!contact.phone.trim()) errors.phone = CONTACT_MESSAGES.phoneRequired;
  else if (digits.length < PHONE_DIGITS) errors.phone = CONTACT_MESSAGES.phoneTooShort;
  else if (digits.length > PHONE_DIGITS) errors.phone = CONTACT_MESSAGES.phoneTooLong;
  return errors;
}

export const isContactValid = (contact: Contact) => Object.keys(validateContact(contact)).length === 0;
