import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';
import { isDbId, sqlSafe } from '../api-error';
import type { PromoRule } from './rules';

export async function findPromoByTag(db: Database, tag: string): Promise<PromoRule | null> {
  const [row] = await db
    .select()
    .from(schema.promoCodes)
    .where(eq(schema.promoCodes.tag, sqlSafe(tag)))
    .limit(1);
  return row ?? null;
}

export async function findPromoById(db: Database, id: number): Promise<PromoRule | null> {
  if (!isDbId(id)) return null;
  const [row] = await db.select().from(schema.promoCodes).where(eq(schema.promoCodes.id, id)).limit(1);
  return row ?? null;
}
