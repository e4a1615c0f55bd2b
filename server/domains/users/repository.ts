import { and, count, desc, eq, max, min, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';
import { isDbId, sqlSafe } from '../api-error';

export type UserRow = typeof schema.users.$inferSelect;
export type NewUser = typeof schema.users.$inferInsert;
export type PreferencesRow = typeof schema.userPreferences.$inferSelect;
export type SmsSubscriptionRow = typeof schema.smsSubscriptions.$inferSelect;

/** The spec leaves the defaults open: marketing email needs an opt-in; no plastic cutlery unless asked (NYC's rule). */
export const DEFAULT_PREFERENCES = { marketingEmailStatus: 'unsubscribed', includePlasticUtensils: false } as const;

/** PostgreSQL's unique_violation, as both drivers report it (directly or as the cause of drizzle's error). */
export function uniqueViolation(error: unknown): string | null {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id));
  return row ?? null;
}

export async function findUserBySubject(db: Database, subject: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(schema.users)
    .where(eq(schema.users.authSubject, sqlSafe(subject)));
  return row ?? null;
}

/** An email and password account of the embedded provider ('auth0' identities), by email in any case. */
export async function findPasswordUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(schema.users)
    .where(and(eq(schema.users.identityProvider, 'auth0'), eq(sql`lower(${schema.users.email})`, sqlSafe(email.toLowerCase()))));
  return row ?? null;
}

/** Another account already using this email (any identity provider) or phone. */
export async function otherUserWith(db: Database, userId: number, field: 'email' | 'phone', value: string): Promise<boolean> {
  const matches =
    field === 'email' ? eq(sql`lower(${schema.users.email})`, sqlSafe(value.toLowerCase())) : eq(schema.users.phone, sqlSafe(value));
  const [row] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(matches, ne(schema.users.id, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Makes an account with its preferences row, in one transaction. Answers null when the subject (or the
 * provider's email) is already taken, so a racing first sight can read the winner's row instead.
 */
export async function insertUser(db: Database, user: NewUser, now: Date): Promise<UserRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(schema.users).values(user).returning();
      await tx.insert(schema.userPreferences).values({ userId: row.id, ...DEFAULT_PREFERENCES, updatedAt: now });
      return row;
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) return null;
    throw error;
  }
}

export async function updateUser(db: Database, id: number, values: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db.update(schema.users).set(values).where(eq(schema.users.id, id)).returning();
  return row;
}

/** The account's preferences, made with the defaults if the row is missing. */
export async function preferencesFor(db: Database, userId: number, now: Date): Promise<PreferencesRow> {
  const [existing] = await db.select().from(schema.userPreferences).where(eq(schema.userPreferences.userId, userId));
  if (existing) return existing;
  await db
    .insert(schema.userPreferences)
    .values({ userId, ...DEFAULT_PREFERENCES, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(schema.userPreferences).where(eq(schema.userPreferences.userId, userId));
  return row;
}

/** Changes preferences only when the row is the account's own; null otherwise. */
export async function updatePreferences(
  db: Database,
  userId: number,
  id: number,
  values: Partial<Pick<PreferencesRow, 'marketingEmailStatus' | 'includePlasticUtensils'>>,
  now: Date,
): Promise<PreferencesRow | null> {
  if (!isDbId(id)) return null;
  const [row] = await db
    .update(schema.userPreferences)
    .set({ ...values, updatedAt: now })
    .where(and(eq(schema.userPreferences.id, id), eq(schema.userPreferences.userId, userId)))
    .returning();
  return row ?? null;
}

export async function listSmsSubscriptions(db: Database, userId: number, phoneNumber?: string): Promise<SmsSubscriptionRow[]> {
  const conditions = [eq(schema.smsSubscriptions.userId, userId)];
  if (phoneNumber !== undefined) conditions.push(eq(schema.smsSubscriptions.phoneNumber, phoneNumber));
  return db
    .select()
    .from(schema.smsSubscriptions)
    .where(and(...conditions))
    .orderBy(desc(schema.smsSubscriptions.updatedAt), desc(schema.smsSubscriptions.id));
}

/** Sets the account's consent for a number; `created` tells a new row from a change. */
export async function upsertSmsSubscription(
  db: Database,
  userId: number,
  values: { phoneNumber: string; email: string | null; transactional: boolean; marketing: boolean },
  now: Date,
): Promise<{ row: SmsSubscriptionRow; created: boolean }> {
  const [inserted] = await db
    .insert(schema.smsSubscriptions)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [schema.smsSubscriptions.userId, schema.smsSubscriptions.phoneNumber],
      set: { email: values.email, transactional: values.transactional, marketing: values.marketing, updatedAt: now },
    })
    // xmax is 0 only on a row this statement inserted (PostgreSQL's way to tell insert from update in an upsert)
    .returning({ id: schema.smsSubscriptions.id, created: sql<boolean>`(xmax = 0)` });
  const [row] = await db.select().from(schema.smsSubscriptions).where(eq(schema.smsSubscriptions.id, inserted.id));
  return { row, created: inserted.created };
}

/** What the first-party analytics collector has seen of one browser. */
export async function deviceActivity(db: Database, browserId: string) {
  const events = schema.analyticsEvents;
  const [summary] = await db
    .select({ first: min(events.occurredAt), last: max(events.occurredAt), total: count() })
    .from(events)
    .where(eq(events.browserId, browserId));
  if (!summary || summary.total === 0 || !summary.first || !summary.last) return null;
  const [latest] = await db
    .select({ page: events.page })
    .from(events)
    .where(eq(events.browserId, browserId))
    .orderBy(desc(events.occurredAt), desc(events.id))
    .limit(1);
  return { firstSeenAt: summary.first, lastSeenAt: summary.last, eventsCount: summary.total, lastPage: latest?.page ?? null };
}
