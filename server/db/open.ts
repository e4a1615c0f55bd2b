import type { Config } from '../config';
import type { DatabaseHandle } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
