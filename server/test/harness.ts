import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AdyenKeys } from '../domains/payments/adyen-gateway';
import type { Database, DatabaseHandle } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { migrateAndSeed } from '../seed/seed';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set. Use with describe.each. */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = { kind: DatabaseKind; db: Database; handle: DatabaseHandle; close(): Promise<void> };

const serverDir = path.resolve(import.meta.dirname, '..');

/** Names the seeded PGlite dump after everything that shapes it, so a change to either makes a new one. */
function templatePath(): string {
  const hash = createHash('sha256');
  for (const folder of ['db/migrations', 'db/migrations/meta', 'seed']) {
    for (const name of fs.readdirSync(path.join(serverDir, folder)).sort()) {
      const file = path.join(serverDir, folder, name);
      if (fs.statSync(file).isFile() && !name.endsWith('.test.ts')) hash.update(name).update(fs.readFileSync(file));
    }
  }
  return path.join(os.tmpdir(), `crust-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * Creating a PGlite database takes seconds, so the first test file to need one dumps its freshly
 * migrated and seeded folder; later ones start their own fresh folder from that dump.
 */
async function openSeededPglite(dir: string) {
  const template = templatePath();
  if (fs.existsSync(template)) {
    const handle = await openPglite(dir, { loadDataDir: new Blob([fs.readFileSync(template)]) });
    await migrateAndSeed(handle);
    return handle;
  }
  const handle = await openPglite(dir);
  await migrateAndSeed(handle);
  const dump = await handle.client.dumpDataDir('none');
  const partial = `${template}.${process.pid}.tmp`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, template);
  return handle;
}

/** A migrated, seeded database of its own: PGlite in a fresh temp folder, or a fresh PostgreSQL schema. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crust-test-'));
    let handle: Awaited<ReturnType<typeof openSeededPglite>>;
    try {
      handle = await openSeededPglite(dir);
    } catch (error) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    return {
      kind, db: handle.db, handle,
      async close() {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const schemaName = `crust_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schemaName}`);
  await admin.end();
  const dropSchema = async () => {
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop schema if exists ${schemaName} cascade`);
    await dropper.end();
  };
  const handle = await openPostgres(url, { searchPath: schemaName, max: 4 });
  try {
    await migrateAndSeed(handle);
  } catch (error) {
    await handle.close();
    await dropSchema();
    throw error;
  }
  return {
    kind, db: handle.db, handle,
    async close() {
      await handle.close();
      await dropSchema();
    },
  };
}

export type TestApp = TestDatabase & { app: FastifyInstance; clock: TestClock };

/** A clock tests move by hand; it starts at the given instant. */
export type TestClock = { now: () => Date; set(at: Date | string): void };

export function testClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start);
  return { now: () => new Date(current), set: (at) => { current = new Date(at); } };
}

/** The app on its own test database, dispatch simulator off (tests advance orders explicitly). */
type TestAppOptions = {
  staticDir?: string; clock?: TestClock; dispatchControl?: boolean;
  /** as TRUST_PROXY; off, as in production by default */
  trustProxy?: boolean;
  /** as RATE_LIMIT_FACTOR; 1000 unless given: most suites place dozens of orders a second from one client */
  rateLimitFactor?: number;
  /** log lines at info level go here; no logging without it */
  logStream?: NodeJS.WritableStream;
  /** as STRIPE_SECRET_KEY / STRIPE_PUBLISHABLE_KEY; unset, cards go to the embedded sandbox */
  stripeKeys?: { stripeSecretKey: string; stripePublishableKey: string };
  /** as ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT, ADYEN_CLIENT_KEY, ADYEN_ENVIRONMENT, ADYEN_LIVE_URL_PREFIX; unset, Adyen is the embedded sandbox */
  adyenKeys?: AdyenKeys;
  /** as FEATURE_FLAGS */
  featureFlags?: string[];
};

export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const clock = options.clock ?? testClock();
  const app = await buildApp({
    db: database.db,
    config: {
      dispatchSpeed: 0, dispatchControl: options.dispatchControl ?? false, staticDir: options.staticDir ?? path.join(os.tmpdir(), 'crust-no-storefront'),
      logLevel: options.logStream ? 'info' : 'silent', trustProxy: options.trustProxy ?? false, rateLimitFactor: options.rateLimitFactor ?? 1000,
      ...options.stripeKeys,
      ...options.adyenKeys,
      ...(options.featureFlags ? { featureFlags: options.featureFlags } : {}),
    },
    clock: clock.now,
    logStream: options.logStream,
  });
  await app.ready();
  return {
    ...database,
    app,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
