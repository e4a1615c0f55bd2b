import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as schema from '../../db/schema';
import type { Database } from '../../db/database';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/harness';
import { catalogVersion, pushedCatalogVersion } from './catalog-version';

const stored = async (db: Database) =>
  (
    (await db.execute(sql`select version::float8 as version from catalog_version where id = 1`)) as unknown as {
      rows: { version: number }[];
    }
  ).rows[0].version;

describe.each(databaseKinds)('the catalog version on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => t?.close());

  it('is known without a query where the database lives in the process (PGlite), asked for on PostgreSQL', async () => {
    expect(await pushedCatalogVersion(t.db)).toBe(kind === 'pglite' ? await stored(t.db) : null);
    expect(await catalogVersion(t.db)).toBe(await stored(t.db));
  });

  it('has moved by the time a write to shops, openings or pausings returns, committed or in a transaction', async () => {
    const before = await catalogVersion(t.db);
    await t.db.update(schema.shops).set({ name: 'Renamed' }).where(eq(schema.shops.id, 1001));
    const afterUpdate = await catalogVersion(t.db);
    expect(afterUpdate).toBeGreaterThan(before);
    expect(afterUpdate).toBe(await stored(t.db));

    await t.db.transaction(async (tx) => {
      await tx.insert(schema.shopPausings).values({
        shopId: 1001,
        shippingType: 'pickup',
        startsAt: new Date('2026-01-01T00:00:00Z'),
        endsAt: new Date('2026-01-02T00:00:00Z'),
      });
      await tx.delete(schema.shopOpenings).where(eq(schema.shopOpenings.shopId, 1002));
    });
    const afterTransaction = await catalogVersion(t.db);
    expect(afterTransaction).toBeGreaterThan(afterUpdate);
    expect(afterTransaction).toBe(await stored(t.db));

    await t.db.execute(sql`update shops set rating = rating where id = 1003`);
    expect(await catalogVersion(t.db)).toBe(await stored(t.db));
  });

  it('gives every read the writes that had returned before it began, while other reads are on their way', async () => {
    for (let round = 0; round < 20; round += 1) {
      const early = Array.from({ length: 5 }, () => catalogVersion(t.db));
      await t.db.update(schema.shops).set({ ratingsCount: round }).where(eq(schema.shops.id, 1004));
      const written = await stored(t.db);
      const late = await Promise.all(Array.from({ length: 5 }, () => catalogVersion(t.db)));
      expect(late).toEqual(Array(5).fill(written));
      for (const version of await Promise.all(early)) expect(version).toBeLessThanOrEqual(written);
    }
  });

  it('does not move for a write that is rolled back', async () => {
    const before = await catalogVersion(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(schema.shops).set({ name: 'Never' }).where(eq(schema.shops.id, 1001));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await catalogVersion(t.db)).toBe(before);
    expect(await stored(t.db)).toBe(before);
  });
});
