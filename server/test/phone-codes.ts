import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/database';
import { sentTo } from '../domains/sms/provider';

type Call = (method: 'GET' | 'POST', path: string, payload?: object) => Promise<LightMyRequestResponse>;

/** The code in the newest text the SMS stand-in sent to a number. */
export async function lastCodeTo(db: Database, phone: string): Promise<string> {
  const [latest] = await sentTo(db, phone);
  const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was texted to ${phone}`);
  return code;
}

/** Verifies a number for the account `call` speaks for: a code sent, read from the stand-in, typed back. */
export async function verifyPhone(db: Database, call: Call, phone: string): Promise<void> {
  const sent = await call('POST', '/v1/phone_verifications', { phone_number: phone });
  if (sent.statusCode !== 201 && sent.statusCode !== 200) throw new Error(`sending a code answered ${sent.statusCode}: ${sent.body}`);
  const confirmed = await call('POST', '/v1/phone_verifications/confirm', {
    phone_number: phone,
    code: await lastCodeTo(db, phone.replace(/\D/g, '')),
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirming the code answered ${confirmed.statusCode}: ${confirmed.body}`);
}
