import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Both drivers (PGlite and node-postgres) give this type, so repositories work on either. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** runs the generated migrations (safe to call on every start) */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
