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
