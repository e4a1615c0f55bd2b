import type * as contract from '@contract';
import { client, CORE } from './client';
import { emptyWhenSignedOut } from './errors';
import type { Camel } from './types';
import type { User } from './users';

export type UserPreferences = Camel<contract.UserPreferences>;
export type MarketingEmailStatus = UserPreferences['marketingEmailStatus'];
export type SmsSubscription = Camel<contract.SmsSubscription>;
export type EmailValidation = Camel<contract.ValidateEmailResponse>;

export type ProfileUpdate = { firstName: string; lastName: string; phone: string; email: string };
export type PreferencesUpdate = { marketingEmailStatus?: MarketingEmailStatus; includePlasticUtensils?: boolean };
export type SmsConsent = { phoneNumber: string; email: string | null; more: { transactional: boolean; marketing: boolean } };

/** PUT users/{id}: the whole contact at once → the user as now stored; 422 with one detail per failing field. */
export async function updateUser(id: number, profile: ProfileUpdate): Promise<User> {
  const { data } = await client.put<{ user: User }>(`${CORE}/v1/users/${id}`, profile);
  return data.user;
}

/** GET user_preferences: the signed-in account's; null when signed out (the API answers 401). */
export async function getPreferences(): Promise<UserPreferences | null> {
  return emptyWhenSignedOut(async () => {
    const { data } = await client.get<{ userPreferences?: UserPreferences }>(`${CORE}/v1/user_preferences`);
    return data.userPreferences ?? null;
  }, null);
}

/** PUT user_preferences/{id}: either field or both. */
export async function updatePreferences(id: number, preferences: PreferencesUpdate): Promise<UserPreferences> {
  const { data } = await client.put<{ userPreferences: UserPreferences }>(`${CORE}/v1/user_preferences/${id}`, preferences);
  return data.userPreferences;
}

/** GET sms_subscriptions?phone_number=: the account's consent for that number ([] when none, or signed out). */
export async function getSmsSubscriptions(phone: string): Promise<SmsSubscription[]> {
  return emptyWhenSignedOut(
    async () => (await client.get<SmsSubscription[]>(`${CORE}/v1/sms_subscriptions`, { params: { phone_number: phone } })).data,
    [],
  );
}

/** POST sms_subscriptions: sets the account's consent for one number. */
export async function subscribeSms(consent: SmsConsent): Promise<SmsSubscription> {
  const { data } = await client.post<{ smsSubscription: SmsSubscription }>(`${CORE}/v1/sms_subscriptions`, consent);
  return data.smsSubscription;
}

/** POST email/validate: well formed or not, and likely intended addresses, best first. */
export async function validateEmail(email: string): Promise<EmailValidation> {
  const { data } = await client.post<EmailValidation>(`${CORE}/v1/email/validate`, { emailAddress: email });
  return data;
}

export type PhoneVerification = Camel<contract.PhoneVerification>;

/** GET phone_verifications?phone_number=: has the account verified the number (deals by text need it)? Signed out: not. */
export async function getPhoneVerification(phone: string): Promise<PhoneVerification> {
  return emptyWhenSignedOut(
    async () =>
      (await client.get<{ phoneVerification: PhoneVerification }>(`${CORE}/v1/phone_verifications`, { params: { phone_number: phone } }))
        .data.phoneVerification,
    { phoneNumber: phone, verified: false, codeExpiresAt: null },
  );
}

/** POST phone_verifications: texts a code to the number (429 after 3 in an hour). */
export async function sendPhoneCode(phone: string): Promise<PhoneVerification> {
  const { data } = await client.post<{ phoneVerification: PhoneVerification }>(`${CORE}/v1/phone_verifications`, { phoneNumber: phone });
  return data.phoneVerification;
}

/** POST phone_verifications/confirm: the code typed → verified, else 422 (wrong, expired) or 429 (too many). */
export async function confirmPhoneCode(phone: string, code: string): Promise<PhoneVerification> {
  const { data } = await client.post<{ phoneVerification: PhoneVerification }>(`${CORE}/v1/phone_verifications/confirm`, {
    phoneNumber: phone,
    code,
  });
  return data.phoneVerification;
}
