import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { acquireDataDirLock } from './lock';
import { migrationsFolder, type DatabaseHandle } from './database';
import * as schema from './schema';

export type PgliteHandle = DatabaseHandle & { client: PGlite };

/**
 * Opens (or creates) the embedded database in dataDir, holding the folder's lock until close.
 * loadDataDir starts a new folder from a dump (tests start from a seeded copy).
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteHandle> {
  const lock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: `${dataDir}/pgdata`, loadDataDir: options.loadDataDir });
    const db = drizzle({ client, schema });
    return {
      db,
      client,
      kind: 'pglite',
      migrate: () => migrate(db, { migrationsFolder }),
      async close() {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
