import { cpSync, existsSync } from 'node:fs';
import { startServerProcess } from '../../server/test/server-process';
import { pgliteTemplateDir } from '../../server/test/seeded-templates';

export interface RunningServer {
  baseURL: string;
  stop: () => Promise<void>;
}

interface ServerOptions {
  port: number;
  dataDir: string;
  staticDir: string;
  /** More settings (a flagged server's FEATURE_FLAGS, say). */
  env?: Record<string, string>;
}

/**
 * Starts the real server (`tsx server/main.ts`) with PGlite in its own folder, automatic dispatch
 * off (DISPATCH_SPEED=0) and the dispatch control route on, so tests move orders themselves. The
 * unanswered-order job is off too: orders stay placed for the whole run, and a board opened later
 * would otherwise re-alert for (and decline) another suite's order; unansweredOrders.spec starts a
 * server of its own with short limits.
 */
export async function startServer({ port, dataDir, staticDir, env = {} }: ServerOptions): Promise<RunningServer> {
  // a new folder starts as a copy of the seeded template the server tests use (built once per seed): migrating and
  // seeding each server's own PGlite took most of the 30 s the two shared servers needed to answer
  if (!existsSync(dataDir)) cpSync(await pgliteTemplateDir(), dataDir, { recursive: true });
  const server = await startServerProcess({
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      DISPATCH_SPEED: '0',
      DISPATCH_CONTROL: '1',
      UNANSWERED_ESCALATE_SECONDS: '0',
      UNANSWERED_DECLINE_SECONDS: '0',
      // every suite shops from 127.0.0.1, faster than one shopper: the per-client limits scaled up
      RATE_LIMIT_FACTOR: '100',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // browser suites stay on PGlite even when the server tests run on PostgreSQL
      DATABASE_URL: '',
      ...env,
    },
    echo: !!process.env.MODEL_TESTS_SERVER_LOG,
    // a loaded 2-core machine has taken over a minute to start it
    readyTimeoutMs: 240_000,
  });
  return { baseURL: server.baseURL, stop: server.stop };
}
