import { startServerProcess } from '../../server/test/server-process';

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
    // a first start migrates and seeds PGlite: over 100 s on a loaded 2-core machine
    readyTimeoutMs: 240_000,
  });
  return { baseURL: server.baseURL, stop: server.stop };
}
