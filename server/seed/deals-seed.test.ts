import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { openTestDatabase, databaseKinds, type TestDatabase } from '../test/harness';
import { seedDealsIfEmpty } from './deals-seed';

describe.each(databaseKinds)('deal seeding on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => t?.close());
  const coupons = async () => (await t.db.select({ n: count() }).from(schema.coupons))[0].n;

  it('comes with the catalog, and is added once to a catalog seeded before deals existed', async () => {
    const seeded = await coupons();
    expect(seeded).toBeGreaterThan(0);
    expect(await seedDealsIfEmpty(t.db)).toBe(false);
    await t.db.delete(schema.couponConditions);
    await t.db.delete(schema.coupons);
    await t.db.delete(schema.promoCodes);
    expect(await seedDealsIfEmpty(t.db)).toBe(true);
    expect(await coupons()).toBe(seeded);
    expect((await t.db.select({ n: count() }).from(schema.promoCodes))[0].n).toBeGreaterThan(0);
    expect(await seedDealsIfEmpty(t.db)).toBe(false);
  });
});
