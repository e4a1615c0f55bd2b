import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, type DatabaseHandle } from './database';
import * as schema from './schema';

export type PostgresOptions = {
  /** a schema to work in (tests); it must already exist */
  searchPath?: string;
  max?: number;
};

/** Any number for the advisory lock that serialises migrations between replicas starting together. */
const migrationLockKey = 727_001;

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  pool.on('error', () => {
    // an idle client lost its connection; the pool replaces it on the next query
  });
  await pool.query('select 1');
  const db = drizzle({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        const db = drizzle({ client, schema });
        if (options.searchPath) await migrateIntoSchema(db, options.searchPath);
        else await migrate(db, { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * drizzle-kit writes foreign keys as REFERENCES "public"."table"; to build the tables inside another
 * schema (one per test file) those references are made relative to the search_path.
 */
async function migrateIntoSchema(db: object, schemaName: string): Promise<void> {
  const config = { migrationsFolder, migrationsSchema: schemaName };
  const migrations = readMigrationFiles(config).map((m) => ({
    ...m,
    sql: m.sql.map((statement) => statement.replaceAll('"public".', '')),
  }));
  // the same steps drizzle's node-postgres migrate() takes, with the rewritten statements
  const internals = db as unknown as { dialect: { migrate(m: unknown, s: unknown, c: unknown): Promise<void> }; session: unknown };
  await internals.dialect.migrate(migrations, internals.session, config);
}
