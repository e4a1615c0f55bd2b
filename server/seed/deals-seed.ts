import { count } from 'drizzle-orm';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { buildCatalog } from './catalog';
import { buildDeals } from './deals';

/**
 * Adds the demo coupons and promo codes when there are none, also to a database seeded before deals
 * existed. Fixed ids and ON CONFLICT DO NOTHING make a concurrent run by another replica harmless.
 */
export async function seedDealsIfEmpty(db: Database): Promise<boolean> {
  const [[coupons], [shops]] = await Promise.all([
    db.select({ n: count() }).from(schema.coupons),
    db.select({ n: count() }).from(schema.shops),
  ]);
  if (coupons.n > 0 || shops.n === 0) return false;
  const deals = buildDeals(buildCatalog());
  await db.transaction(async (tx) => {
    await tx.insert(schema.coupons).values(deals.coupons).onConflictDoNothing();
    await tx.insert(schema.couponConditions).values(deals.conditions).onConflictDoNothing();
    await tx.insert(schema.promoCodes).values(deals.promoCodes).onConflictDoNothing();
  });
  return true;
}
