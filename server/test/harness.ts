import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AdyenKeys } from '../domains/payments/adyen-gateway';
import type { Database, DatabaseHandle } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { createScratchDatabase } from './server-process';
import { pgliteTemplateDir, postgresTemplate } from './seeded-templates';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set. Use with describe.each. */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = { kind: DatabaseKind; db: Database; handle: DatabaseHandle; close(): Promise<void> };

/** A fresh PGlite folder copied from the seeded template, or a fresh PostgreSQL database created from its template. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = await pgliteTemplateDir();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crust-test-'));
    let handle: Awaited<ReturnType<typeof openPglite>>;
    try {
      fs.cpSync(path.join(template, 'pgdata'), path.join(dir, 'pgdata'), { recursive: true });
      handle = await openPglite(dir);
    } catch (error) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    return {
      kind,
      db: handle.db,
      handle,
      async close() {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const scratch = await createScratchDatabase(url, 'crust_test', await postgresTemplate(url));
  let handle: DatabaseHandle;
  try {
    handle = await openPostgres(scratch.url, { max: 4 });
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return {
    kind,
    db: handle.db,
    handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

export type TestApp = TestDatabase & { app: FastifyInstance; clock: TestClock };

/** A clock tests move by hand; it starts at the given instant. */
export type TestClock = { now: () => Date; set(at: Date | string): void };

export function testClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at);
    },
  };
}

/** The app on its own test database, dispatch simulator off (tests advance orders explicitly). */
type TestAppOptions = {
  staticDir?: string;
  clock?: TestClock;
  dispatchControl?: boolean;
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
      dispatchSpeed: 0,
      dispatchControl: options.dispatchControl ?? false,
      staticDir: options.staticDir ?? path.join(os.tmpdir(), 'crust-no-storefront'),
      logLevel: options.logStream ? 'info' : 'silent',
      trustProxy: options.trustProxy ?? false,
      rateLimitFactor: options.rateLimitFactor ?? 1000,
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
