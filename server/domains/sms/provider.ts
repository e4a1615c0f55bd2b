import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';

/** Sends one text message to a ten-digit US number. */
export type SmsSender = { send(to: string, body: string, now: Date): Promise<void> };

/**
 * The SMS provider stand-in: a message is "sent" by keeping it in sms_messages, where a real provider would
 * have delivered it. Nothing on the HTTP side reads them (a code readable over HTTP would prove nothing); tests
 * and operators read the table (sentTo).
 */
export const smsStandIn = (db: Database): SmsSender => ({
  async send(to, body, now) {
    await db.insert(schema.smsMessages).values({ to, body, sentAt: now });
  },
});

/** The messages the stand-in sent to a number, newest first. */
export async function sentTo(db: Database, to: string): Promise<{ body: string; sentAt: Date }[]> {
  return db
    .select({ body: schema.smsMessages.body, sentAt: schema.smsMessages.sentAt })
    .from(schema.smsMessages)
    .where(eq(schema.smsMessages.to, to))
    .orderBy(desc(schema.smsMessages.sentAt), desc(schema.smsMessages.id));
}
