import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';

/** Stores the request unless this browser already asked for this shop; answers the stored row and whether it is new. */
export async function insertShopAddRequest(db: Database, shopId: number, browserId: string, now: Date) {
  const [inserted] = await db
    .insert(schema.shopAddRequests)
    .values({ shopId, browserId, createdAt: now })
    .onConflictDoNothing({ target: [schema.shopAddRequests.shopId, schema.shopAddRequests.browserId] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(schema.shopAddRequests)
    .where(and(eq(schema.shopAddRequests.shopId, shopId), eq(schema.shopAddRequests.browserId, browserId)))
    .limit(1);
  return { row: existing!, created: false };
}

export async function countShopAddRequests(db: Database, shopId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(schema.shopAddRequests)
    .where(eq(schema.shopAddRequests.shopId, shopId));
  return row?.count ?? 0;
}
