import { and, eq, lt, lte, or, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';

export type PhoneVerificationRow = typeof schema.phoneVerifications.$inferSelect;
const table = schema.phoneVerifications;
const of = (userId: number, phoneNumber: string) => and(eq(table.userId, userId), eq(table.phoneNumber, phoneNumber));

export async function findPhoneVerification(db: Database, userId: number, phoneNumber: string): Promise<PhoneVerificationRow | null> {
  const [row] = await db.select().from(table).where(of(userId, phoneNumber));
  return row ?? null;
}

/**
 * Keeps a new code for the number, if the account has sends left this hour (a window opens with the first send):
 * one statement, so parallel requests cannot send more than the limit. Null when none are left.
 */
export async function storeNewCode(
  db: Database,
  userId: number,
  phoneNumber: string,
  code: { hash: string; expiresAt: Date },
  limits: { sendsPerWindow: number; windowMs: number },
  now: Date,
): Promise<PhoneVerificationRow | null> {
  await db.insert(table).values({ userId, phoneNumber, updatedAt: now }).onConflictDoNothing();
  const windowStart = new Date(now.getTime() - limits.windowMs);
  const windowOver = or(isNull(table.sendsWindowStartedAt), lte(table.sendsWindowStartedAt, windowStart));
  const [row] = await db
    .update(table)
    .set({
      sends: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${table.sends} + 1 END`,
      sendsWindowStartedAt: sql`CASE WHEN ${windowOver} THEN ${now.toISOString()}::timestamptz ELSE ${table.sendsWindowStartedAt} END`,
      codeHash: code.hash,
      codeExpiresAt: code.expiresAt,
      attempts: 0,
      updatedAt: now,
    })
    .where(and(of(userId, phoneNumber), or(windowOver, lt(table.sends, limits.sendsPerWindow))))
    .returning();
  return row ?? null;
}

/** Counts one attempt at the current code, if it has attempts left (one statement: parallel guesses share the limit). */
export async function claimAttempt(db: Database, row: PhoneVerificationRow, attemptsPerCode: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(table)
    .set({ attempts: sql`${table.attempts} + 1`, updatedAt: now })
    .where(and(eq(table.id, row.id), eq(table.codeHash, row.codeHash ?? ''), lt(table.attempts, attemptsPerCode)))
    .returning({ id: table.id });
  return claimed.length === 1;
}

export async function markVerified(db: Database, id: number, now: Date): Promise<PhoneVerificationRow> {
  const [row] = await db
    .update(table)
    .set({ verifiedAt: now, codeHash: null, codeExpiresAt: null, attempts: 0, updatedAt: now })
    .where(eq(table.id, id))
    .returning();
  return row;
}
