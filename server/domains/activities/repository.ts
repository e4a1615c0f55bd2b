import { eq, sql } from 'drizzle-orm';
import type { ActivityOrderInput } from '../../contract/activities';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';

export type ActivityRow = Omit<typeof schema.activities.$inferSelect, 'payload'> & { payload: { order: ActivityOrderInput } };

/** Inserts the activity, or replaces the order saved under the same uuid; answers the row and whether it is new. */
export async function upsertActivity(
  db: Database, row: { uuid: string; type: 'magic_cart'; shopId: number; payload: { order: ActivityOrderInput } }, now: Date,
): Promise<{ row: ActivityRow; created: boolean }> {
  const [saved] = await db.insert(schema.activities)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: schema.activities.uuid, set: { shopId: row.shopId, payload: row.payload, updatedAt: now } })
    // xmax is 0 only on a freshly inserted row version
    .returning({ uuid: schema.activities.uuid, type: schema.activities.type, shopId: schema.activities.shopId, payload: schema.activities.payload,
      createdAt: schema.activities.createdAt, updatedAt: schema.activities.updatedAt, created: sql<boolean>`(xmax = 0)` });
  const { created, ...rest } = saved;
  return { row: rest as ActivityRow, created };
}

export async function findActivity(db: Database, uuid: string): Promise<ActivityRow | null> {
  const [row] = await db.select().from(schema.activities).where(eq(schema.activities.uuid, uuid)).limit(1);
  return (row as ActivityRow | undefined) ?? null;
}
