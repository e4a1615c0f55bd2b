import { afterAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from './database';
import { runExclusively } from './exclusive';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { openPostgres } from './postgres';

const url = process.env.DATABASE_URL;
const key = 727_999;

/** A job that runs until released, so a second one can try to start meanwhile. */
function heldJob() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let started = false;
  return {
    job: async () => {
      started = true;
      await held;
      return 'ran';
    },
    release: () => release(),
    started: () => started,
  };
}

describe('runExclusively', () => {
  const handles: DatabaseHandle[] = [];
  afterAll(async () => Promise.all(handles.map((handle) => handle.close())));

  it.runIf(url)('two replicas on one PostgreSQL: the second does not run while the first holds the job, and runs after', async () => {
    const [one, two] = await Promise.all([openPostgres(url!), openPostgres(url!)]);
    handles.push(one, two);
    const first = heldJob();
    const running = runExclusively(one.db, key, first.job);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first.started()).toBe(true);
    expect(await runExclusively(two.db, key, async () => 'also ran')).toBeNull();
    first.release();
    expect(await running).toBe('ran');
    expect(await runExclusively(two.db, key, async () => 'ran after')).toBe('ran after');
  });

  it('one process (PGlite): a job does not start again while it runs', async () => {
    const client = new PGlite();
    const db = drizzle({ client }) as unknown as Database;
    const first = heldJob();
    const running = runExclusively(db, key, first.job);
    expect(await runExclusively(db, key, async () => 'also ran')).toBeNull();
    first.release();
    expect(await running).toBe('ran');
    expect(await runExclusively(db, key, async () => 'ran after')).toBe('ran after');
    await client.close();
  });
});
