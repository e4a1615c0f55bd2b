import { fromPromise } from 'xstate';
import { accountUpdateMachine } from '@machines/accountUpdate/accountUpdate.machine';
import { formatPhone, tenDigitPhone } from '@machines/accountUpdate/accountUpdate.rules';
import type { CheckEmailInput, CheckEmailOutput } from '@machines/accountUpdate/accountUpdate.actors';
import type { AccountValues } from '@machines/accountUpdate/accountUpdate.types';
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

const toSessionUser = (user: User): SessionUser => ({ id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, phone: user.phone });

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
        const user = await accountApi.updateUser(userId, { firstName: text('firstName'), lastName: text('lastName'), email: text('email'), phone: text('phone') });
        const saved = toSessionUser(user);
        return { values: profileValues(saved), user: saved };
      }),
      checkEmail,
    },
  });

/** What the preferences section edits: email deals, no plastic cutlery, and SMS consent for the account's phone. */
export type AccountPreferences = {
  preferences: accountApi.UserPreferences;
  /** null when the account has no phone (no SMS toggles). */
  sms: { phone: string; transactional: boolean; marketing: boolean } | null;
};

/** GET user_preferences and, with a phone, GET sms_subscriptions for it (spec defaults when none: transactional on, marketing off). */
export async function loadAccountPreferences({ phone }: { userId: number; phone: string | null }): Promise<AccountPreferences> {
  const digits = phone ? tenDigitPhone(phone) : null;
  const [preferences, subscriptions] = await Promise.all([accountApi.getPreferences(), digits ? accountApi.getSmsSubscriptions(digits) : Promise.resolve([])]);
  if (!preferences) throw new Error('Your preferences could not be loaded.');
  const [subscription] = subscriptions;
  return {
    preferences,
    sms: digits ? { phone: digits, transactional: subscription?.more.transactional ?? true, marketing: subscription?.more.marketing ?? false } : null,
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
              .subscribeSms({ phoneNumber: current.sms.phone, email, more: { transactional: Boolean(values.smsOrderUpdates), marketing: Boolean(values.smsDeals) } })
              .then((saved) => ({ phone: saved.phoneNumber, transactional: saved.more.transactional, marketing: saved.more.marketing }))
          : null;
        current = { preferences, sms };
        return { values: preferencesValues(current), user: null };
      }),
      checkEmail,
    },
  });
};
