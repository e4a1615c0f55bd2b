import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_VERIFICATION, USER_MESSAGES, type PhoneVerification } from '../../contract/users';
import type { Database } from '../../db/database';
import { ApiError } from '../api-error';
import type { SmsSender } from '../sms/provider';
import { claimAttempt, findPhoneVerification, markVerified, storeNewCode, type PhoneVerificationRow } from './phone-repository';
import { tenDigitPhone } from './service';

/**
 * Issue 37 item 7: an account proves it holds a phone number before it may sign that number up for marketing
 * texts. A six-digit code is texted through the SMS provider (server/domains/sms), kept only as its hash for
 * 10 minutes, 5 wrong codes void it, and an account gets 3 codes per number per hour.
 */
const { messages } = PHONE_VERIFICATION;
const hourMs = 60 * 60_000;

const hashOf = (userId: number, phone: string, code: string) => createHash('sha256').update(`${userId}:${phone}:${code}`).digest('hex');
const refused = (status: number, code: string, message: string, field = 'code') => new ApiError(status, [{ code, message, field }]);

function phoneOf(text: string): string {
  const phone = tenDigitPhone(text);
  if (!phone) throw refused(422, 'phone_invalid', USER_MESSAGES.phoneInvalid, 'phone_number');
  return phone;
}

const present = (phone: string, row: PhoneVerificationRow | null): PhoneVerification => ({
  phone_number: phone,
  verified: row?.verifiedAt != null,
  code_expires_at: row?.verifiedAt == null ? (row?.codeExpiresAt?.toISOString() ?? null) : null,
});

/** Has this account verified this number (ten digits)? */
export async function isPhoneVerified(db: Database, userId: number, phone: string): Promise<boolean> {
  return (await findPhoneVerification(db, userId, phone))?.verifiedAt != null;
}

export async function phoneVerificationOf(db: Database, userId: number, phoneNumber: string): Promise<PhoneVerification> {
  const phone = phoneOf(phoneNumber);
  return present(phone, await findPhoneVerification(db, userId, phone));
}

/** POST v1/phone_verifications: texts a new code (a verified number needs none: answered as verified). */
export async function sendPhoneCode(
  db: Database,
  sms: SmsSender,
  userId: number,
  phoneNumber: string,
  now: Date,
): Promise<{ sent: boolean; verification: PhoneVerification }> {
  const phone = phoneOf(phoneNumber);
  const existing = await findPhoneVerification(db, userId, phone);
  if (existing?.verifiedAt) return { sent: false, verification: present(phone, existing) };
  const code = String(randomInt(0, 10 ** PHONE_VERIFICATION.codeDigits)).padStart(PHONE_VERIFICATION.codeDigits, '0');
  const expiresAt = new Date(now.getTime() + PHONE_VERIFICATION.codeMinutes * 60_000);
  const row = await storeNewCode(
    db,
    userId,
    phone,
    { hash: hashOf(userId, phone, code), expiresAt },
    { sendsPerWindow: PHONE_VERIFICATION.sendsPerHour, windowMs: hourMs },
    now,
  );
  if (!row) throw refused(429, 'code_sends_exhausted', messages.sendsExhausted, 'phone_number');
  await sms.send(phone, messages.text(code), now);
  return { sent: true, verification: present(phone, row) };
}

/** POST v1/phone_verifications/confirm: the code typed back. */
export async function confirmPhoneCode(
  db: Database,
  userId: number,
  phoneNumber: string,
  code: string,
  now: Date,
): Promise<PhoneVerification> {
  const phone = phoneOf(phoneNumber);
  const row = await findPhoneVerification(db, userId, phone);
  if (row?.verifiedAt) return present(phone, row);
  if (!row?.codeHash || !row.codeExpiresAt) throw refused(422, 'code_missing', messages.noCode);
  if (row.attempts >= PHONE_VERIFICATION.attemptsPerCode) throw refused(429, 'code_attempts_exhausted', messages.attemptsExhausted);
  if (row.codeExpiresAt <= now) throw refused(422, 'code_expired', messages.codeExpired);
  if (!(await claimAttempt(db, row, PHONE_VERIFICATION.attemptsPerCode, now)))
    throw refused(429, 'code_attempts_exhausted', messages.attemptsExhausted);
  const typed = Buffer.from(hashOf(userId, phone, code.trim()));
  if (!timingSafeEqual(typed, Buffer.from(row.codeHash))) throw refused(422, 'code_invalid', messages.codeInvalid);
  return present(phone, await markVerified(db, row.id, now));
}
