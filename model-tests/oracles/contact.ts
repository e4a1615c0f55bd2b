export type ContactFields = { firstName: string; lastName: string; email: string; phone: string };

/**
 * Checkout §5 'Contact: firstName and lastName required (trimmed). Email required and must match a standard
 * pattern. Phone required, exactly 10 digits': the fields that fail, each with why.
 */
export function contactProblems(contact: ContactFields): Partial<Record<keyof ContactFields, string>> {
  const problems: Partial<Record<keyof ContactFields, string>> = {};
  if (contact.firstName.trim() === '') problems.firstName = 'required';
  if (contact.lastName.trim() === '') problems.lastName = 'required';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email.trim()))
    problems.email = contact.email.trim() === '' ? 'required' : 'enter a valid email';
  const digits = contact.phone.replace(/\D/g, '');
  if (digits.length !== 10) problems.phone = digits.length === 0 ? 'required' : digits.length < 10 ? 'too short' : 'too long';
  return problems;
}
