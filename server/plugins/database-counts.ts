import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimitCounts } from '../db/schema';
import type { SharedCounts } from './shared-counts';

/** After this many increments from one process, the closed windows are deleted (no timer to stop). */
const PRUNE_EVERY = 1_000;

/**
 * Counts in the database (PostgreSQL without REDIS_URL), table rate_limit_counts. One upsert per count: the row
 * lock makes concurrent increments from any replica count one by one, and the database's clock opens and closes
 * the windows, so replicas whose clocks differ still agree.
 */
export function databaseCounts(db: Database): SharedCounts {
  let sincePrune = 0;
  const closed = sql`${rateLimitCounts.resetsAt} <= now()`;
  return {
    async increment(key, windowMs) {
      if (++sincePrune >= PRUNE_EVERY) {
        sincePrune = 0;
        await db.delete(rateLimitCounts).where(lt(rateLimitCounts.resetsAt, sql`now()`));
      }
      const resetsAt = sql`now() + ${Math.max(1, Math.round(windowMs))} * interval '1 millisecond'`;
      const [row] = await db
        .insert(rateLimitCounts)
        .values({ key, count: 1, resetsAt })
        .onConflictDoUpdate({
          target: rateLimitCounts.key,
          set: {
            count: sql`case when ${closed} then 1 else ${rateLimitCounts.count} + 1 end`,
            resetsAt: sql`case when ${closed} then excluded.resets_at else ${rateLimitCounts.resetsAt} end`,
          },
        })
        .returning({
          count: rateLimitCounts.count,
          resetInMs: sql<number>`greatest(0, extract(epoch from ${rateLimitCounts.resetsAt} - now()) * 1000)::float8`,
        });
      return { count: row.count, resetInMs: Number(row.resetInMs) };
    },
    async peek(key) {
      const [row] = await db
        .select({ count: rateLimitCounts.count })
        .from(rateLimitCounts)
        .where(and(eq(rateLimitCounts.key, key), gt(rateLimitCounts.resetsAt, sql`now()`)));
      return row?.count ?? 0;
    },
    async close() {},
  };
}
