/**
 * Contact details and the address's second line, checked the same way in the browser (checkout machine)
 * and on the server (POST v2/orders): checkout §5 rules and the spec's messages, written once.
 */
export type Contact = { firstName: string; lastName: string; email: string; phone: string };
export type ContactField = keyof Contact;

export const CONTACT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid e-mail address',
  phoneRequired: 'Phone is required',
  phoneTooShort: 'Mobile phone number is too short',
  phoneTooLong: 'Mobile phone number is too long',
} as const;
export type ContactMessageKey = keyof typeof CONTACT_MESSAGES;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** The email rule every form shares (checkout's contact, the account, the support chat, the server's checks). */
export const isEmailAddress = (email: string) => EMAIL_PATTERN.test(email);
export const PHONE_DIGITS = 10;

export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

export type ContactProblem = { field: ContactField; key: ContactMessageKey; message: string };

/** Every rule a contact breaks, one per field at most, in form order. */
export function contactProblems(contact: Contact): ContactProblem[] {
  const problems: ContactProblem[] = [];
  const add = (field: ContactField, key: ContactMessageKey) => problems.push({ field, key, message: CONTACT_MESSAGES[key] });
  if (!contact.firstName.trim()) add('firstName', 'firstNameRequired');
  if (!contact.lastName.trim()) add('lastName', 'lastNameRequired');
  const email = contact.email.trim();
  if (!email) add('email', 'emailRequired');
  else if (!isEmailAddress(email)) add('email', 'emailInvalid');
  const digits = phoneDigits(contact.phone);
  if (!contact.phone.trim()) add('phone', 'phoneRequired');
  else if (digits.length < PHONE_DIGITS) add('phone', 'phoneTooShort');
  else if (digits.length > PHONE_DIGITS) add('phone', 'phoneTooLong');
  return problems;
}

/** '3F', '# 3F', '##3F' → '#3F'; blank → '' (address2 is stored with a single leading #). */
export function normalizeAddress2(address2: string | null | undefined): string {
  const bare = (address2 ?? '').trim().replace(/^#+\s*/, '');
  return bare ? `#${bare}` : '';
}
