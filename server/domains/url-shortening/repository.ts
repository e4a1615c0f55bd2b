import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';

/**
 * Short links are kept in the activities table (no table of their own): a row of type short_link whose uuid is
 * derived from the code (see codeKey), whose shop is the shared cart's and whose payload holds the location.
 */
export type ShortLinkRow = { code: string; location: string };

/** Inserts the link; false when its key is taken (a code already issued), so the caller draws another code. */
export async function insertShortLink(
  db: Database,
  row: { key: string; shopId: number; code: string; location: string },
  now: Date,
): Promise<boolean> {
  const saved = await db
    .insert(schema.activities)
    .values({
      uuid: row.key,
      type: 'short_link',
      shopId: row.shopId,
      payload: { code: row.code, location: row.location },
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: schema.activities.uuid })
    .returning({ uuid: schema.activities.uuid });
  return saved.length > 0;
}

export async function findShortLink(db: Database, key: string): Promise<ShortLinkRow | null> {
  const [row] = await db
    .select({ payload: schema.activities.payload })
    .from(schema.activities)
    .where(and(eq(schema.activities.uuid, key), eq(schema.activities.type, 'short_link')))
    .limit(1);
  return row ? (row.payload as ShortLinkRow) : null;
}
