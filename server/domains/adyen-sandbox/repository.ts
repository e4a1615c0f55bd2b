import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { adyenSandboxObjects } from '../../db/schema';
import { deepSqlSafe, sqlSafe } from '../api-error';

export type Kind = (typeof adyenSandboxObjects.$inferSelect)['kind'];
export type StoredRecord = { id: string; kind: Kind; data: Record<string, unknown>; createdAt: Date };

export async function findRecord(db: Database, id: string, kind: Kind): Promise<StoredRecord | null> {
  const [row] = await db
    .select()
    .from(adyenSandboxObjects)
    .where(and(eq(adyenSandboxObjects.id, sqlSafe(id)), eq(adyenSandboxObjects.kind, kind)));
  return row ?? null;
}

/** The same, locked until the transaction ends: two answers to one challenge happen one after the other. */
export async function lockRecord(tx: Database, id: string, kind: Kind): Promise<StoredRecord | null> {
  const [row] = await tx
    .select()
    .from(adyenSandboxObjects)
    .where(and(eq(adyenSandboxObjects.id, sqlSafe(id)), eq(adyenSandboxObjects.kind, kind)))
    .for('update');
  return row ?? null;
}

/** Inserts unless the id is taken; true when this call inserted it. */
export async function insertRecordOnce(
  db: Database,
  kind: Kind,
  id: string,
  data: Record<string, unknown>,
  createdAt: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(adyenSandboxObjects)
    .values({ id, kind, data: deepSqlSafe(data), createdAt })
    .onConflictDoNothing()
    .returning({ id: adyenSandboxObjects.id });
  return inserted.length === 1;
}

export async function saveRecord(db: Database, id: string, data: Record<string, unknown>): Promise<void> {
  await db
    .update(adyenSandboxObjects)
    .set({ data: deepSqlSafe(data) })
    .where(eq(adyenSandboxObjects.id, id));
}

export async function deleteRecord(db: Database, id: string): Promise<void> {
  await db.delete(adyenSandboxObjects).where(eq(adyenSandboxObjects.id, id));
}

/** Deletes the row only if it is still older than `before` (a stale idempotency claim); true when it did. */
export async function deleteRecordCreatedBefore(db: Database, id: string, before: Date): Promise<boolean> {
  const deleted = await db
    .delete(adyenSandboxObjects)
    .where(and(eq(adyenSandboxObjects.id, id), lt(adyenSandboxObjects.createdAt, before)))
    .returning({ id: adyenSandboxObjects.id });
  return deleted.length === 1;
}

/** Spends a redirect result: the one call that flips it from unused answers its data; null when unknown or spent. */
export async function spendRedirectResult(db: Database, id: string): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .update(adyenSandboxObjects)
    .set({ data: sql`jsonb_set(${adyenSandboxObjects.data}, '{used}', 'true')` })
    .where(
      and(
        eq(adyenSandboxObjects.id, sqlSafe(id)),
        eq(adyenSandboxObjects.kind, 'redirect_result'),
        sql`${adyenSandboxObjects.data}->>'used' = 'false'`,
      ),
    )
    .returning({ data: adyenSandboxObjects.data });
  return row?.data ?? null;
}

/** A shopper's stored cards (not disabled), oldest first. */
export async function storedMethodsOf(db: Database, shopperReference: string): Promise<StoredRecord[]> {
  return db
    .select()
    .from(adyenSandboxObjects)
    .where(
      and(
        eq(adyenSandboxObjects.kind, 'stored_method'),
        sql`${adyenSandboxObjects.data}->>'shopperReference' = ${sqlSafe(shopperReference)}`,
        sql`(${adyenSandboxObjects.data}->>'disabled')::boolean is not true`,
      ),
    )
    .orderBy(adyenSandboxObjects.createdAt, adyenSandboxObjects.id);
}
