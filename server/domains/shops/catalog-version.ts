import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { hotRows } from './hot-rows';

/**
 * The catalog's version (catalog_version, moved by statement triggers on every write to shops, openings and
 * pausings; migrations 0013 and 0015) as this process may rely on it for the shop records and candidates
 * it keeps in memory.
 *
 * PGlite: the database lives in this process and its folder is locked to it, so every write goes through
 * this client; the trigger announces each new version (NOTIFY catalog_version), and the listener has it
 * before the writing statement's promise settles (PGlite hands notifications to listeners as it reads the
 * commit's answer). The version then costs no query: a query on PGlite is CPU of this same thread.
 * PostgreSQL: other replicas write too and a notification from another connection may arrive after this
 * process's next read, so the version is read with the request (one small round trip, off this thread).
 * Inside a transaction, always read in it.
 */
type PgliteClient = {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
  query(text: string): Promise<{ rows: unknown[] }>;
};
type Pushed = { version: number };

const listening = new WeakMap<Database, Promise<Pushed>>();
const pushed = new WeakMap<Database, Pushed>();

function pgliteClient(db: Database): PgliteClient | null {
  const client = (db as unknown as { $client?: Partial<PgliteClient> }).$client;
  return client && typeof client.listen === 'function' ? (client as PgliteClient) : null;
}

async function listenTo(client: PgliteClient): Promise<Pushed> {
  const state: Pushed = { version: 0 };
  // listening first: a write after this point is announced, so the read below can only be as new or newer
  await client.listen('catalog_version', (payload) => {
    state.version = Math.max(state.version, Number(payload));
  });
  const { rows } = await client.query('select version::float8 as version from catalog_version where id = 1');
  state.version = Math.max(state.version, (rows[0] as { version: number }).version);
  return state;
}

/** The version now, from the notifications where the database lives in this process; else null (ask the database). */
export async function pushedCatalogVersion(db: Database): Promise<number | null> {
  const known = pushed.get(db);
  if (known) return known.version;
  const client = pgliteClient(db);
  if (!client) return null;
  let started = listening.get(db);
  if (!started) {
    started = listenTo(client);
    listening.set(db, started);
    started.then(
      (state) => pushed.set(db, state),
      () => listening.delete(db),
    );
  }
  return (await started).version;
}

const versionQuery = sql`select version::float8 as version from catalog_version where id = 1`;
const readVersion = async (db: Database) => (await hotRows<{ version: number }>(db, versionQuery))[0].version;

/**
 * Reads of the version asked for on PostgreSQL, shared: a request that comes while a read is on its way waits
 * for the next read (which starts after it came, so it sees every write that had returned by then), and
 * every request that came meanwhile shares that one. Under load, one read a round trip instead of one a request.
 */
type SharedReads = { inFlight: Promise<number> | null; next: Promise<number> | null };
const sharedReads = new WeakMap<Database, SharedReads>();

function sharedRead(db: Database, reads: SharedReads): Promise<number> {
  if (!reads.inFlight) {
    const read = readVersion(db);
    reads.inFlight = read;
    const done = () => {
      reads.inFlight = null;
    };
    read.then(done, done);
    return read;
  }
  reads.next ??= reads.inFlight.then(noop, noop).then(() => {
    reads.next = null;
    return sharedRead(db, reads);
  });
  return reads.next;
}
const noop = () => undefined;

/** The catalog's version now (see above). */
export async function catalogVersion(db: Database): Promise<number> {
  const known = await pushedCatalogVersion(db);
  if (known !== null) return known;
  // inside a transaction (no driver client of its own) the read is the transaction's
  if (!(db as unknown as { $client?: unknown }).$client) return readVersion(db);
  let reads = sharedReads.get(db);
  if (!reads) {
    reads = { inFlight: null, next: null };
    sharedReads.set(db, reads);
  }
  return sharedRead(db, reads);
}
