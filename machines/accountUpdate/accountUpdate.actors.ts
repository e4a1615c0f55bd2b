import { fromPromise } from 'xstate';
import type { SessionUser } from '../session/session.types';
import type { AccountForm, AccountValues } from './accountUpdate.types';

export type SaveAccountInput = { form: AccountForm; values: AccountValues };
/** The values as the API now holds them (phone formatted, email trimmed…) and, for the profile, the user for the session. */
export type SaveAccountOutput = { values: AccountValues; user: SessionUser | null };

/**
 * Sends the form: PUT users/{id} for the profile; PUT user_preferences/{id} (and POST sms_subscriptions
 * when the account has a phone) for the preferences. Rejects with the API error (422 details per field).
 */
export const saveAccount = fromPromise<SaveAccountOutput, SaveAccountInput>(async () => {
  throw new Error('saveAccount: provide me');
});

export type CheckEmailInput = { email: string };
/** The email as checked and the first suggestion email/validate gave (null: none). */
export type CheckEmailOutput = { email: string; suggestion: string | null };

/** POST email/validate for the email as typed. */
export const checkEmail = fromPromise<CheckEmailOutput, CheckEmailInput>(async () => {
  throw new Error('checkEmail: provide me');
});

export type SendPhoneCodeInput = { phone: string };
/** POST phone_verifications: a code is texted to the number. Rejects with the API error (422, 429). */
export const sendPhoneCode = fromPromise<void, SendPhoneCodeInput>(async () => {
  throw new Error('sendPhoneCode: provide me');
});

export type ConfirmPhoneCodeInput = { phone: string; code: string };
/** POST phone_verifications/confirm: the code typed; resolves once the number is verified, else rejects (422, 429). */
export const confirmPhoneCode = fromPromise<void, ConfirmPhoneCodeInput>(async () => {
  throw new Error('confirmPhoneCode: provide me');
});
