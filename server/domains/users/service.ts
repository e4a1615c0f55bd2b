import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import {
  PHONE_VERIFICATION,
  USER_MESSAGES,
  type CreateSmsSubscriptionRequest,
  type SmsSubscription,
  type TurnToToken,
  type UpdateUserPreferencesRequest,
  type UpdateUserRequest,
  type User,
  type UserPreferences,
  type ValidateEmailResponse,
} from '../../contract/users';
import type { Database } from '../../db/database';
import { ApiError, notFound, sqlSafe, type ApiErrorDetail } from '../api-error';
import { isValidEmail, validateEmail } from './email-validation';
import { isPhoneVerified } from './phone-verification';
import {
  findPasswordUserByEmail,
  findUserBySubject,
  insertUser,
  listSmsSubscriptions,
  otherUserWith,
  preferencesFor,
  uniqueViolation,
  updatePreferences,
  updateUser,
  upsertSmsSubscription,
  type PreferencesRow,
  type SmsSubscriptionRow,
  type UserRow,
} from './repository';

/** '718-555-0199', '(718) 555 0199', '718.555.0199' or '7185550199' → '7185550199'; anything else → null. */
export function tenDigitPhone(text: string): string | null {
  const bare = text.trim().replace(/[\s().-]/g, '');
  return /^\d{10}$/.test(bare) ? bare : null;
}

const presentPreferences = (row: PreferencesRow): UserPreferences => ({
  id: row.id,
  marketing_email_status: row.marketingEmailStatus,
  include_plastic_utensils: row.includePlasticUtensils,
});

const presentSubscription = (row: SmsSubscriptionRow): SmsSubscription => ({
  id: row.id,
  phone_number: row.phoneNumber,
  email: row.email,
  more: { transactional: row.transactional, marketing: row.marketing },
  updated_at: row.updatedAt.toISOString(),
});

/** The contract's user: the row, its preferences and the SMS consent of its own phone (spec defaults when none). */
export async function presentUser(db: Database, row: UserRow, now: Date): Promise<User> {
  const preferences = await preferencesFor(db, row.id, now);
  const [subscription] = row.phone ? await listSmsSubscriptions(db, row.id, row.phone) : [];
  return {
    id: row.id,
    email: row.email,
    email_verified: row.emailVerified,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    identity_provider: row.identityProvider,
    preferences: presentPreferences(preferences),
    sms_opt_in: subscription
      ? { transactional: subscription.transactional, marketing: subscription.marketing }
      : { transactional: true, marketing: false },
    created_at: row.createdAt.toISOString(),
  };
}

// -------------------------------------------------------------------------------------------------
// Accounts as the identity providers see them

export type NewEmailAccount = { firstName: string; lastName: string; email: string; passwordHash: string };

/** An email and password account ('auth0|…' subject, as Auth0's database connection names them); null when the email has one already. */
export async function createEmailAccount(db: Database, account: NewEmailAccount, now: Date): Promise<UserRow | null> {
  return insertUser(
    db,
    {
      authSubject: `auth0|${randomUUID()}`,
      identityProvider: 'auth0',
      email: sqlSafe(account.email.trim()),
      emailVerified: false,
      firstName: sqlSafe(account.firstName.trim()),
      lastName: sqlSafe(account.lastName.trim()),
      passwordHash: account.passwordHash,
      createdAt: now,
      updatedAt: now,
    },
    now,
  );
}

export const findEmailAccount = findPasswordUserByEmail;

export type ExternalProfile = { email?: string | null; emailVerified?: boolean; firstName?: string; lastName?: string };

/**
 * The account of an identity-provider subject, made on first sight ('google-oauth2|…' → provider
 * 'google-oauth2'). A profile email another account of the same provider holds is left off.
 */
export async function accountForSubject(db: Database, subject: string, profile: ExternalProfile, now: Date): Promise<UserRow> {
  const existing = await findUserBySubject(db, subject);
  if (existing) return existing;
  const provider = subject.includes('|') ? subject.slice(0, subject.indexOf('|')) : 'auth0';
  const values = {
    authSubject: sqlSafe(subject),
    identityProvider: sqlSafe(provider),
    email: profile.email ? sqlSafe(profile.email.trim().slice(0, 254)) : null,
    emailVerified: Boolean(profile.email && profile.emailVerified),
    firstName: sqlSafe((profile.firstName ?? '').trim().slice(0, 100)),
    lastName: sqlSafe((profile.lastName ?? '').trim().slice(0, 100)),
    createdAt: now,
    updatedAt: now,
  };
  const created =
    (await insertUser(db, values, now)) ??
    (await findUserBySubject(db, subject)) ??
    (await insertUser(db, { ...values, email: null, emailVerified: false }, now)) ??
    (await findUserBySubject(db, subject));
  if (!created) throw new Error('account could not be created');
  return created;
}

// -------------------------------------------------------------------------------------------------
// The account routes

/** PUT /v1/users/{id}: every failing field at once, then the conflicts; a changed email is unverified again. */
export async function updateProfile(db: Database, user: UserRow, body: UpdateUserRequest, now: Date): Promise<UserRow> {
  const problems: ApiErrorDetail[] = [];
  const firstName = body.first_name.trim();
  const lastName = body.last_name.trim();
  const email = body.email.trim();
  const phone = tenDigitPhone(body.phone);
  if (!firstName) problems.push({ code: 'first_name_required', message: USER_MESSAGES.firstNameRequired, field: 'first_name' });
  if (!lastName) problems.push({ code: 'last_name_required', message: USER_MESSAGES.lastNameRequired, field: 'last_name' });
  // an account made at sign-in has no phone: it may change its name or email without adding one, but never drop one
  if (!body.phone.trim()) {
    if (user.phone) problems.push({ code: 'phone_required', message: USER_MESSAGES.phoneRequired, field: 'phone' });
  } else if (!phone) problems.push({ code: 'phone_invalid', message: USER_MESSAGES.phoneInvalid, field: 'phone' });
  if (!email) problems.push({ code: 'email_required', message: USER_MESSAGES.emailRequired, field: 'email' });
  else if (!isValidEmail(email)) problems.push({ code: 'email_invalid', message: USER_MESSAGES.emailInvalid, field: 'email' });
  if (problems.length) throw new ApiError(422, problems);

  const emailChanged = email.toLowerCase() !== (user.email ?? '').toLowerCase();
  const emailTaken = { code: 'email_taken', message: USER_MESSAGES.emailTaken, field: 'email' };
  const phoneTaken = { code: 'phone_taken', message: USER_MESSAGES.phoneTaken, field: 'phone' };
  if (emailChanged && (await otherUserWith(db, user.id, 'email', email))) problems.push(emailTaken);
  if (phone && phone !== user.phone && (await otherUserWith(db, user.id, 'phone', phone))) problems.push(phoneTaken);
  if (problems.length) throw new ApiError(422, problems);
  try {
    return await updateUser(db, user.id, {
      firstName: sqlSafe(firstName),
      lastName: sqlSafe(lastName),
      email: sqlSafe(email),
      phone,
      emailVerified: emailChanged ? false : user.emailVerified,
      updatedAt: now,
    });
  } catch (error) {
    // another request took the email or phone between the check and the write
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    throw new ApiError(422, constraint.includes('phone') ? phoneTaken : emailTaken);
  }
}

export async function getPreferences(db: Database, userId: number, now: Date): Promise<UserPreferences> {
  return presentPreferences(await preferencesFor(db, userId, now));
}

export async function changePreferences(
  db: Database,
  userId: number,
  id: number,
  body: UpdateUserPreferencesRequest,
  now: Date,
): Promise<UserPreferences> {
  const values = {
    ...(body.marketing_email_status !== undefined ? { marketingEmailStatus: body.marketing_email_status } : {}),
    ...(body.include_plastic_utensils !== undefined ? { includePlasticUtensils: body.include_plastic_utensils } : {}),
  };
  const row = await updatePreferences(db, userId, id, values, now);
  if (!row) throw notFound('user_preferences_not_found', "We couldn't find those preferences.");
  return presentPreferences(row);
}

export async function smsSubscriptionsOf(db: Database, userId: number, phoneNumber: string | undefined): Promise<SmsSubscription[]> {
  if (phoneNumber !== undefined) {
    const digits = tenDigitPhone(phoneNumber);
    if (!digits) return [];
    return (await listSmsSubscriptions(db, userId, digits)).map(presentSubscription);
  }
  return (await listSmsSubscriptions(db, userId)).map(presentSubscription);
}

export async function subscribeSms(
  db: Database,
  userId: number,
  body: CreateSmsSubscriptionRequest,
  now: Date,
): Promise<{ created: boolean; subscription: SmsSubscription }> {
  const problems: ApiErrorDetail[] = [];
  const phone = tenDigitPhone(body.phone_number);
  if (!phone) problems.push({ code: 'phone_invalid', message: USER_MESSAGES.phoneInvalid, field: 'phone_number' });
  const email = body.email?.trim() || null;
  if (email && !isValidEmail(email)) problems.push({ code: 'email_invalid', message: USER_MESSAGES.emailInvalid, field: 'email' });
  if (problems.length) throw new ApiError(422, problems);
  // marketing texts only to a number this account proved it holds (issue 37 item 7); a consent given before stays
  if (body.more.marketing) {
    const [existing] = await listSmsSubscriptions(db, userId, phone!);
    if (!existing?.marketing && !(await isPhoneVerified(db, userId, phone!))) {
      throw new ApiError(422, [{ code: 'phone_unverified', message: PHONE_VERIFICATION.messages.unverified, field: 'phone_number' }]);
    }
  }
  const { row, created } = await upsertSmsSubscription(
    db,
    userId,
    {
      phoneNumber: phone!,
      email: email ? sqlSafe(email) : null,
      transactional: body.more.transactional,
      marketing: body.more.marketing,
    },
    now,
  );
  return { created, subscription: presentSubscription(row) };
}

/**
 * Checkout's "Text me updates about this order" for a signed-in shopper: the account's transactional consent
 * for that number follows the choice; marketing consent stays as it was (off for a new number).
 */
export async function recordOrderTextConsent(
  db: Database,
  userId: number,
  contact: { phone: string; email: string },
  transactional: boolean,
  now: Date,
): Promise<void> {
  const phoneNumber = tenDigitPhone(contact.phone);
  if (!phoneNumber) return;
  const [existing] = await listSmsSubscriptions(db, userId, phoneNumber);
  await upsertSmsSubscription(
    db,
    userId,
    {
      phoneNumber,
      email: existing?.email ?? (contact.email || null),
      transactional,
      marketing: existing?.marketing ?? false,
    },
    now,
  );
}

// -------------------------------------------------------------------------------------------------
// The review widget's single sign-on

const turnToLifetimeSeconds = 60 * 60;

/** HS256 JWT for the review widget: 'user_data' carries the shopper's name and email, 'logged_in' only who it is. */
export async function turnToToken(user: UserRow, kind: 'user_data' | 'logged_in', secret: Uint8Array, now: Date): Promise<TurnToToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const claims =
    kind === 'user_data'
      ? { typ: 'turnto-user-data', first_name: user.firstName, last_name: user.lastName, email: user.email }
      : { typ: 'turnto-logged-in', logged_in: true };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + turnToLifetimeSeconds)
    .sign(secret);
  return { token, expires_at: new Date((issuedAt + turnToLifetimeSeconds) * 1000).toISOString() };
}

/** POST /v1/email/validate: well formed, likely intended addresses, and whether an account already uses it. */
export async function checkEmail(db: Database, input: string): Promise<ValidateEmailResponse> {
  const answer = validateEmail(input);
  // user id 0 is no one's: any account with the address counts
  return { ...answer, has_account: answer.valid && (await otherUserWith(db, 0, 'email', answer.email_address)) };
}
