import { fromPromise } from 'xstate';
import { accountUpdateMachine } from '@machines/accountUpdate/accountUpdate.machine';
import { formatPhone, tenDigitPhone } from '@machines/accountUpdate/accountUpdate.rules';
import type { CheckEmailInput, CheckEmailOutput } from '@machines/accountUpdate/accountUpdate.actors';
import type { AccountValues, PhoneState } from '@machines/accountUpdate/accountUpdate.types';
import type { SessionUser } from '@machines/session/session.types';
import * as accountApi from '@/api/account';
import type { User } from '@/api/users';

/** The profile form's values for a user (the phone as XXX-XXX-XXXX). */
export const profileValues = (user: SessionUser): AccountValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email ?? '',
  phone: formatPhone(user.phone),
});

const toSessionUser = (user: User): SessionUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone,
});

const checkEmail = fromPromise<CheckEmailOutput, CheckEmailInput>(async ({ input }) => {
  const answer = await accountApi.validateEmail(input.email);
  return { email: input.email, suggestion: answer.suggestions[0] ?? null };
});

/** /user/edit: PUT users/{id}; the saved user goes to the session (the machine sends it). */
export const profileUpdateFor = (userId: number) =>
  accountUpdateMachine.provide({
    actors: {
      saveAccount: fromPromise(async ({ input }) => {
        const text = (field: string) => String(input.values[field] ?? '');
        const user = await accountApi.updateUser(userId, {
          firstName: text('firstName'),
          lastName: text('lastName'),
          email: text('email'),
          phone: text('phone'),
        });
        const saved = toSessionUser(user);
        return { values: profileValues(saved), user: saved };
      }),
      checkEmail,
    },
  });

/** What the preferences section edits: email deals, no plastic cutlery, and SMS consent for the account's phone. */
export type AccountPreferences = {
  preferences: accountApi.UserPreferences;
  /** null when the account has no phone (no SMS toggles); verified: the account proved it holds the number (deals by text need it). */
  sms: { phone: string; transactional: boolean; marketing: boolean; verified: boolean } | null;
};

/** GET user_preferences and, with a phone, GET sms_subscriptions for it (spec defaults when none: transactional on, marketing off). */
export async function loadAccountPreferences({ phone }: { userId: number; phone: string | null }): Promise<AccountPreferences> {
  const digits = phone ? tenDigitPhone(phone) : null;
  const [preferences, subscriptions, verification] = await Promise.all([
    accountApi.getPreferences(),
    digits ? accountApi.getSmsSubscriptions(digits) : Promise.resolve([]),
    digits ? accountApi.getPhoneVerification(digits) : Promise.resolve(null),
  ]);
  if (!preferences) throw new Error('Your preferences could not be loaded.');
  const [subscription] = subscriptions;
  return {
    preferences,
    sms: digits
      ? {
          phone: digits,
          transactional: subscription?.more.transactional ?? true,
          marketing: subscription?.more.marketing ?? false,
          verified: verification?.verified ?? false,
        }
      : null,
  };
}

/** The preferences form's values: the marketing email status as a checkbox, cutlery as "No plastic cutlery". */
export const preferencesValues = ({ preferences, sms }: AccountPreferences): AccountValues => ({
  emailDeals: preferences.marketingEmailStatus !== 'unsubscribed',
  noPlasticCutlery: !preferences.includePlasticUtensils,
  ...(sms ? { smsOrderUpdates: sms.transactional, smsDeals: sms.marketing } : {}),
});

/** The preferences section: PUT user_preferences/{id}, then POST sms_subscriptions for the account's phone. */
export const preferencesUpdateFor = (loaded: AccountPreferences, email: string | null) => {
  let current = loaded;
  return accountUpdateMachine.provide({
    actors: {
      saveAccount: fromPromise(async ({ input }) => {
        const { values } = input;
        // a status the shopper opted into stays as it is while the box stays ticked
        const keep = current.preferences.marketingEmailStatus !== 'unsubscribed';
        const preferences = await accountApi.updatePreferences(current.preferences.id, {
          marketingEmailStatus: values.emailDeals ? (keep ? current.preferences.marketingEmailStatus : 'subscribed') : 'unsubscribed',
          includePlasticUtensils: !values.noPlasticCutlery,
        });
        const sms = current.sms
          ? await accountApi
              .subscribeSms({
                phoneNumber: current.sms.phone,
                email,
                more: { transactional: Boolean(values.smsOrderUpdates), marketing: Boolean(values.smsDeals) },
              })
              .then((saved) => ({
                phone: saved.phoneNumber,
                transactional: saved.more.transactional,
                marketing: saved.more.marketing,
                verified: current.sms?.verified ?? false,
              }))
          : null;
        current = { preferences, sms };
        return { values: preferencesValues(current), user: null };
      }),
      checkEmail,
      sendPhoneCode: fromPromise(async ({ input }) => {
        await accountApi.sendPhoneCode(input.phone);
      }),
      confirmPhoneCode: fromPromise(async ({ input }) => {
        await accountApi.confirmPhoneCode(input.phone, input.code);
        if (current.sms) current = { ...current, sms: { ...current.sms, verified: true } };
      }),
    },
  });
};

/** The preferences' number for the machine (none without a phone). */
export const preferencesPhone = ({ sms }: AccountPreferences): PhoneState | null =>
  sms ? { number: sms.phone, verified: sms.verified } : null;
