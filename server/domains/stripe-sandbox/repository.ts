import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { stripeSandboxObjects } from '../../db/schema';
import { deepSqlSafe, sqlSafe } from '../api-error';

/** An object as stored: `data` is the object as the API answers it, plus its `_sandbox` notes (never answered). */
export type StoredObject = { id: string; object: string; data: Record<string, unknown>; createdAt: Date };

export async function findObject(db: Database, id: string, object?: string): Promise<StoredObject | null> {
  const where = object
    ? and(eq(stripeSandboxObjects.id, sqlSafe(id)), eq(stripeSandboxObjects.object, object))
    : eq(stripeSandboxObjects.id, sqlSafe(id));
  const [row] = await db.select().from(stripeSandboxObjects).where(where);
  return row ?? null;
}

/** The same, locked until the transaction ends: two confirmations of one intent happen one after the other. */
export async function lockObject(tx: Database, id: string, object: string): Promise<StoredObject | null> {
  const [row] = await tx
    .select()
    .from(stripeSandboxObjects)
    .where(and(eq(stripeSandboxObjects.id, sqlSafe(id)), eq(stripeSandboxObjects.object, object)))
    .for('update');
  return row ?? null;
}

export async function insertObject(
  db: Database,
  object: string,
  data: Record<string, unknown> & { id: string },
  createdAt: Date,
): Promise<void> {
  await db.insert(stripeSandboxObjects).values({ id: data.id, object, data: deepSqlSafe(data), createdAt });
}

/** Inserts unless the id is taken; true when this call inserted it. */
export async function insertObjectOnce(
  db: Database,
  object: string,
  data: Record<string, unknown> & { id: string },
  createdAt: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(stripeSandboxObjects)
    .values({ id: data.id, object, data: deepSqlSafe(data), createdAt })
    .onConflictDoNothing()
    .returning({ id: stripeSandboxObjects.id });
  return inserted.length === 1;
}

export async function saveObject(db: Database, id: string, data: Record<string, unknown>): Promise<void> {
  await db
    .update(stripeSandboxObjects)
    .set({ data: deepSqlSafe(data) })
    .where(eq(stripeSandboxObjects.id, id));
}

export async function deleteObject(db: Database, id: string): Promise<void> {
  await db.delete(stripeSandboxObjects).where(eq(stripeSandboxObjects.id, id));
}

/** Deletes the row only if it is still older than `before` (a stale idempotency claim). */
export async function deleteObjectCreatedBefore(db: Database, id: string, before: Date): Promise<boolean> {
  const deleted = await db
    .delete(stripeSandboxObjects)
    .where(and(eq(stripeSandboxObjects.id, id), lt(stripeSandboxObjects.createdAt, before)))
    .returning({ id: stripeSandboxObjects.id });
  return deleted.length === 1;
}

/** A customer's card payment methods, newest first (Stripe's list order). */
export async function paymentMethodsOf(db: Database, customer: string, limit: number): Promise<StoredObject[]> {
  return db
    .select()
    .from(stripeSandboxObjects)
    .where(and(eq(stripeSandboxObjects.object, 'payment_method'), sql`${stripeSandboxObjects.data}->>'customer' = ${sqlSafe(customer)}`))
    .orderBy(desc(stripeSandboxObjects.createdAt), sql`${stripeSandboxObjects.id} collate "C" desc`)
    .limit(limit);
}

/** Objects of one kind whose metadata has every key/value given, newest first (what the sandbox's search can answer). */
export async function objectsWithMetadata(
  db: Database,
  object: string,
  metadata: [key: string, value: string][],
  limit: number,
): Promise<StoredObject[]> {
  const matches = metadata.map(([key, value]) => sql`${stripeSandboxObjects.data}->'metadata'->>${sqlSafe(key)} = ${sqlSafe(value)}`);
  return db
    .select()
    .from(stripeSandboxObjects)
    .where(and(eq(stripeSandboxObjects.object, object), ...matches))
    .orderBy(desc(stripeSandboxObjects.createdAt), sql`${stripeSandboxObjects.id} collate "C" desc`)
    .limit(limit);
}
