import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../test/server-process';

/** A path that answers 200 once the server has its database open and seeded. */
export const readyPath = '/services/core/api/v3/menus/1001';

/** An empty storefront folder: the soak speaks to the API only. */
export function emptyStaticDir(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crust-soak-static-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Starts `server/main.ts` on loopback; the database is DATABASE_URL when given, else PGlite in DATA_DIR. */
export function startSoakServer(env: {
  DATABASE_URL?: string;
  DATA_DIR?: string;
  STATIC_DIR: string;
  RATE_LIMIT_FACTOR?: string;
  PAYMENT_SWEEP_MS?: string;
}): Promise<ServerProcess> {
  return startServerProcess({
    env: {
      DATABASE_URL: '',
      DISPATCH_SPEED: '0',
      RATE_LIMIT_FACTOR: '1000',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      TRUST_PROXY: '',
      DISPATCH_CONTROL: '',
      ...env,
    },
    readyPath,
    readyTimeoutMs: 180_000,
  });
}
