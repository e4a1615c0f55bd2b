import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { openTestDatabase, type DatabaseKind } from '../test/harness';

export type SoakApp = {
  app: FastifyInstance;
  db: Database;
  /** the app's error-level log lines: a 5xx is reported with its cause */
  logLines: string[];
  close(): Promise<void>;
};

/**
 * The app on its own fresh seeded database, as the soak drives it through app.inject: no storefront
 * build, no proxy trusted, limits scaled up (the soak is one client making thousands of calls), not yet
 * ready, so a check may still add its hooks.
 */
export async function openSoakApp(kind: DatabaseKind, { dispatchControl }: { dispatchControl: boolean }): Promise<SoakApp> {
  const database = await openTestDatabase(kind);
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crust-soak-static-'));
  const cleanUp = async () => {
    await database.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  };
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  try {
    const app = await buildApp({
      db: database.db,
      config: { dispatchSpeed: 0, dispatchControl, staticDir, logLevel: 'error', trustProxy: false, rateLimitFactor: 1000 },
      logStream,
    });
    return {
      app,
      db: database.db,
      logLines,
      async close() {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
