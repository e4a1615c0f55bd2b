import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';

const dialect = new PgDialect();
type RawClient = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * The rows of a small hot query. On the root database it goes to the driver's own client (PGlite or the
 * pg pool, both `query(text, params)`): drizzle's execute doubled its cost on PGlite (0.77 against 0.35 ms
 * a query). Inside a transaction (no $client there) it stays on the transaction.
 */
export async function hotRows<T>(db: Database, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: RawClient }).$client;
  if (!client) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await client.query(text, params)).rows as T[];
}
