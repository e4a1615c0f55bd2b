import pg from 'pg';
import type { Database } from './database';

const runningHere = new Set<number>();

/**
 * Runs `job` unless another process (a replica on the same PostgreSQL) or this one is running the job with
 * the same key: a session advisory lock on one pooled connection, held for the job. PGlite belongs to one
 * process (server/db/lock.ts), so there this process's own flag is enough. Answers null when it did not run.
 */
export async function runExclusively<T>(db: Database, key: number, job: () => Promise<T>): Promise<T | null> {
  if (runningHere.has(key)) return null;
  runningHere.add(key);
  try {
    const client = (db as unknown as { $client?: unknown }).$client;
    if (!(client instanceof pg.Pool)) return await job();
    const connection = await client.connect();
    try {
      const { rows } = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
      if (!rows[0]?.locked) return null;
      try {
        return await job();
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      }
    } finally {
      connection.release();
    }
  } finally {
    runningHere.delete(key);
  }
}
