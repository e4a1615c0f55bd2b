import type { ActorRef, Snapshot } from 'xstate';
import type { SessionEvent } from '../session/session.types';
import { isPhoneRequired } from './accountUpdate.rules';

/** Which account form the lifecycle serves: the profile (/user/edit) or the preferences section (/user). */
export type AccountForm = 'profile' | 'preferences';

/** A form field's value: text for the profile, a toggle for the preferences. */
export type FieldValue = string | boolean;
export type AccountValues = Record<string, FieldValue>;
/** Messages per field (the profile's firstName, lastName, email, phone), shown under each field. */
export type FieldErrors = Partial<Record<string, string>>;

/** The profile form's fields, camelCased as the API client gives them. */
export type ProfileValues = { firstName: string; lastName: string; email: string; phone: string };
export type ProfileField = keyof ProfileValues;

/** The app-wide session actor, told about the saved user (it accepts `session.userUpdated`). */
export type SessionNotifier = ActorRef<Snapshot<unknown>, SessionEvent>;

export type AccountUpdateInput = {
  form: AccountForm;
  /** The values the form starts from (the account as the API holds it). */
  values: AccountValues;
  /** Told `session.userUpdated` after a save that returns the user (the profile); null for the preferences. */
  session?: SessionNotifier | null;
  /** The preferences' SMS number and whether the account verified it (deals by text need it); none for the profile. */
  phone?: PhoneState | null;
};

/** The number texts go to (ten digits) and whether the account verified it with a texted code. */
export type PhoneState = { number: string; verified: boolean };

export type AccountUpdateContext = {
  form: AccountForm;
  values: AccountValues;
  /** The values as the API holds them (the start, then each save's answer): a phone once stored stays required. */
  stored: AccountValues;
  errors: FieldErrors;
  /** A failure that belongs to no field (a lost connection, a server error). */
  formError: string | null;
  /** The first address email/validate suggested for the email as typed (null: none). */
  suggestion: string | null;
  /** The email last checked (or taken from a suggestion, or stored): leaving the field unchanged asks nothing. */
  checkedEmail: string | null;
  session: SessionNotifier | null;
  /** The SMS number of the preferences (null: none, or the profile form). */
  phone: PhoneState | null;
  /** The code typed from the text. */
  code: string;
  /** Why the last send or confirm of a code failed (the server's words), null when none. */
  codeError: string | null;
};

export type AccountUpdateEvent =
  /** One field typed or toggled (also: taking the suggested email). */
  | { type: 'field.change'; field: string; value: FieldValue }
  /** "Save": checked in the browser first, then sent. */
  | { type: 'form.save' }
  /** The email field lost focus: ask email/validate for a likely typo. */
  | { type: 'email.check' }
  /** "Text me a code" (or "Send a new code"): a code is texted to the preferences' number. */
  | { type: 'code.send' }
  /** The code typed. */
  | { type: 'code.change'; value: string }
  /** "Verify": the code typed is checked. */
  | { type: 'code.submit' };

type Snap = { context: AccountUpdateContext; matches: (value: never) => boolean; hasTag: (tag: 'busy') => boolean };

export type AccountSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';
const STATUSES: readonly AccountSaveStatus[] = ['idle', 'saving', 'saved', 'failed'];

export const selectAccountValues = (state: Snap) => state.context.values;
export const selectAccountErrors = (state: Snap) => state.context.errors;
export const selectAccountFormError = (state: Snap) => state.context.formError;
/** The profile's phone field is required: the account has a phone. */
export const selectPhoneRequired = (state: Snap) => isPhoneRequired(state.context.stored);
export const selectEmailSuggestion = (state: Snap) => state.context.suggestion;
export type PhoneCodeStatus = 'verified' | 'unverified' | 'sending' | 'awaitingCode' | 'confirming';
const PHONE_STATUSES: readonly PhoneCodeStatus[] = ['unverified', 'sending', 'awaitingCode', 'confirming', 'verified'];
/** Where the number's verification is (verified also when there is no number to verify). */
export const selectPhoneCodeStatus = (state: Snap): PhoneCodeStatus =>
  PHONE_STATUSES.find((status) => state.matches({ phone: status } as never)) ?? 'verified';
export const selectPhoneCode = (state: Snap) => state.context.code;
/** Deals by text newly ticked for a number not verified (or just verified): the code's box shows under the toggle. */
export const selectShowsPhoneCode = (state: Snap) =>
  state.context.phone !== null && state.context.values.smsDeals === true && state.context.stored.smsDeals !== true;
export const selectPhoneCodeError = (state: Snap) => state.context.codeError;
export const selectAccountSaveStatus = (state: Snap): AccountSaveStatus =>
  STATUSES.find((status) => state.matches({ save: status } as never)) ?? 'idle';
