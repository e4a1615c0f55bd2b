import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';

export type AnalyticsEventRow = typeof schema.analyticsEvents.$inferInsert;

export async function insertAnalyticsEvents(db: Database, rows: AnalyticsEventRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(schema.analyticsEvents).values(rows).returning({ id: schema.analyticsEvents.id });
  return inserted.length;
}

/** One browser's events, oldest first (at most `limit`). */
export async function findAnalyticsEvents(db: Database, browserId: string, limit: number) {
  return db
    .select()
    .from(schema.analyticsEvents)
    .where(eq(schema.analyticsEvents.browserId, browserId))
    .orderBy(asc(schema.analyticsEvents.id))
    .limit(limit);
}
