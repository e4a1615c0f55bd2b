/** The account forms' rules and messages, verbatim from the spec (discovery §4, §5, §8, §9). */
import { isEmailAddress } from '../../server/contract/contact';
import { GENERIC_ERROR_MESSAGE, toRequestError } from '../shared/request-error';
import type { AccountForm, AccountValues, FieldErrors, ProfileField } from './accountUpdate.types';

/** Discovery §4 / §9: the success notice resets (status back to initial) 2000 ms after a save. */
export const ACCOUNT_NOTICE_MS = 2000;

/** Discovery §5 "User form messages". */
export const PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone is required',
  emailInvalid: 'Please enter a valid e-mail address',
  phoneInvalid: 'Please enter valid phone number in this format XXX-XXX-XXXX',
} as const;

/** Discovery §8: the server's conflicts as the storefront words them. */
export const CONFLICT_REMAPS: Readonly<Record<string, string>> = {
  'Email has already been taken': 'Email address is associated with an existing account. Sign in to continue.',
  'Phone has already been taken': 'Phone number is associated with an existing account. Sign in to continue.',
};

/** '718-555-0199', '(718) 555 0199', '718.555.0199' or '7185550199' → '7185550199' (the server's rule); else null. */
export function tenDigitPhone(text: string): string | null {
  const bare = text.trim().replace(/[\s().-]/g, '');
  return /^\d{10}$/.test(bare) ? bare : null;
}

/** Ten digits → 'XXX-XXX-XXXX'; anything else as it is. */
export const formatPhone = (phone: string | null | undefined) => {
  const digits = tenDigitPhone(phone ?? '');
  return digits ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : (phone ?? '');
};

const text = (values: AccountValues, field: ProfileField) => {
  const value = values[field];
  return typeof value === 'string' ? value.trim() : '';
};

/** The phone is required once the account has one: one made at sign-in has none and may keep none. */
export const isPhoneRequired = (stored: AccountValues) => text(stored, 'phone') !== '';

/**
 * Every field the profile would be refused for, before it is sent (the server checks the same). The phone
 * is required once the account has one (`stored`, as the API holds it): an account made at sign-in has
 * none and may change its email without adding one.
 */
export function profileErrors(values: AccountValues, stored: AccountValues = values): FieldErrors {
  const errors: FieldErrors = {};
  if (!text(values, 'firstName')) errors.firstName = PROFILE_MESSAGES.firstNameRequired;
  if (!text(values, 'lastName')) errors.lastName = PROFILE_MESSAGES.lastNameRequired;
  const email = text(values, 'email');
  if (!email) errors.email = PROFILE_MESSAGES.emailRequired;
  else if (!isEmailAddress(email)) errors.email = PROFILE_MESSAGES.emailInvalid;
  const phone = text(values, 'phone');
  if (!phone) {
    if (isPhoneRequired(stored)) errors.phone = PROFILE_MESSAGES.phoneRequired;
  } else if (!tenDigitPhone(phone)) errors.phone = PROFILE_MESSAGES.phoneInvalid;
  return errors;
}

/**
 * Deals by text go only to a number the account verified (issue 37 item 7; not in the spec: the server's own words,
 * server/contract/users.ts PHONE_VERIFICATION).
 */
export const PHONE_CODE_MESSAGES = {
  unverified: 'Verify this number with the code we text you before signing up for deals by text.',
} as const;

/** A refused code send or confirm: the server's words (wrong, expired, too many); a cut or a 5xx, the generic message. */
export function codeErrorOf(error: unknown): string {
  const request = toRequestError(error);
  if (request.status === null || request.status >= 500) return GENERIC_ERROR_MESSAGE;
  return request.messages[0] ?? GENERIC_ERROR_MESSAGE;
}

/** Deals by text newly ticked for a number not verified yet: a code is needed before the save. */
export const needsPhoneCode = (values: AccountValues, stored: AccountValues, phoneVerified: boolean) =>
  !phoneVerified && values.smsDeals === true && stored.smsDeals !== true;

/** The preferences are toggles: refused in the browser only when deals by text need the number verified first. */
export const formErrors = (form: AccountForm, values: AccountValues, stored: AccountValues, phoneVerified = true): FieldErrors => {
  if (form === 'profile') return profileErrors(values, stored);
  return needsPhoneCode(values, stored, phoneVerified) ? { smsDeals: PHONE_CODE_MESSAGES.unverified } : {};
};

const FIELD_NAMES: Readonly<Record<string, string>> = { first_name: 'firstName', last_name: 'lastName', phone_number: 'phone' };
const toField = (field: string) => FIELD_NAMES[field] ?? field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

type Detail = { field?: unknown; message?: unknown };

/**
 * A refused save: a 422's details under their fields (conflicts remapped, first message per field);
 * anything else, or a detail without a field, as the form's message.
 */
export function saveErrors(error: unknown): { errors: FieldErrors; formError: string | null } {
  const request = toRequestError(error);
  const details: Detail[] =
    typeof error === 'object' && error !== null && Array.isArray((error as { errors?: unknown }).errors)
      ? (error as { errors: Detail[] }).errors
      : [];
  const errors: FieldErrors = {};
  const loose: string[] = [];
  for (const detail of details) {
    if (typeof detail?.message !== 'string') continue;
    const message = CONFLICT_REMAPS[detail.message] ?? detail.message;
    if (request.status === 422 && typeof detail.field === 'string') errors[toField(detail.field)] ??= message;
    else loose.push(message);
  }
  if (Object.keys(errors).length) return { errors, formError: loose[0] ?? null };
  if (request.status === null || request.status >= 500) return { errors, formError: GENERIC_ERROR_MESSAGE };
  return { errors, formError: loose[0] ?? request.messages[0] ?? GENERIC_ERROR_MESSAGE };
}
