import { count } from 'drizzle-orm';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { buildCatalog } from './catalog';
import { seedDealsIfEmpty } from './deals-seed';
import { seedDemoOwnerIfMissing, seedDemoStaffIfMissing } from './staff';
import { seedDemoSupportAgentIfMissing } from '../identity/support-agent-seed';

/** Inserts in slices so one statement never carries too many parameters. */
async function insertAll<T extends Record<string, unknown>>(
  db: Database,
  table: Parameters<Database['insert']>[0],
  rows: T[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(table).values(rows.slice(start, start + 500) as never);
  }
}

export async function isCatalogEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ shops: count() }).from(schema.shops);
  return row.shops === 0;
}

/** Loads the demo catalog into an empty database; returns whether it seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  if (!(await isCatalogEmpty(db))) return false;
  const catalog = buildCatalog();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await insertAll(t, schema.shops, catalog.shops);
    await insertAll(t, schema.shopOpenings, catalog.openings);
    await insertAll(t, schema.shopPausings, catalog.pausings);
    await insertAll(
      t,
      schema.menuCategories,
      catalog.menus.flatMap((m) => m.categories),
    );
    await insertAll(
      t,
      schema.products,
      catalog.menus.flatMap((m) => m.products),
    );
    await insertAll(
      t,
      schema.productTypes,
      catalog.menus.flatMap((m) => m.productTypes),
    );
    await insertAll(
      t,
      schema.addOnCategories,
      catalog.menus.flatMap((m) => m.addOnCategories),
    );
    await insertAll(
      t,
      schema.productTypeAddOnCategories,
      catalog.menus.flatMap((m) => m.links),
    );
    await insertAll(
      t,
      schema.selections,
      catalog.menus.flatMap((m) => m.selections),
    );
  });
  return true;
}

/** Brings a database up to date: migrations, then the demo catalog when there is none. */
export async function migrateAndSeed(handle: { db: Database; migrate(): Promise<void> }): Promise<{ seeded: boolean }> {
  await handle.migrate();
  try {
    const seeded = await seedIfEmpty(handle.db);
    await seedDealsIfEmpty(handle.db);
    await seedDemoStaffIfMissing(handle.db);
    await seedDemoOwnerIfMissing(handle.db);
    await seedDemoSupportAgentIfMissing(handle.db);
    return { seeded };
  } catch (error) {
    // another replica may have seeded at the same moment; its catalog is as good as ours
    if (!(await isCatalogEmpty(handle.db))) return { seeded: false };
    throw error;
  }
}
