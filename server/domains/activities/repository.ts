import { and, eq } from 'drizzle-orm';
import type { ActivityOrderInput } from '../../contract/activities';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';

export type ActivityRow = Omit<typeof schema.activities.$inferSelect, 'payload' | 'type'> & {
  type: 'magic_cart';
  payload: { order: ActivityOrderInput };
};

/** Inserts the activity; null when one is already saved under its uuid (an activity is created once, never replaced). */
export async function insertActivity(
  db: Database,
  row: { uuid: string; type: 'magic_cart'; shopId: number; payload: { order: ActivityOrderInput } },
  now: Date,
): Promise<ActivityRow | null> {
  const [saved] = await db
    .insert(schema.activities)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: schema.activities.uuid })
    .returning();
  return (saved as ActivityRow | undefined) ?? null;
}

/** The saved cart under this uuid; the short links kept in the same table (url-shortening) are not carts. */
export async function findActivity(db: Database, uuid: string): Promise<ActivityRow | null> {
  const [row] = await db
    .select()
    .from(schema.activities)
    .where(and(eq(schema.activities.uuid, uuid), eq(schema.activities.type, 'magic_cart')))
    .limit(1);
  return (row as ActivityRow | undefined) ?? null;
}
