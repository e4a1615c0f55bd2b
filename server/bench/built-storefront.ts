import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { openPglite } from '../db/pglite';
import { migrateAndSeed } from '../seed/seed';
// @ts-expect-error: a plain .mjs script shared with `npm start`, without type declarations
import { buildStorefront } from '../cli/build-storefront.mjs';

export type BuiltStorefront = { work: string; distDir: string; address: string };

/**
 * The production build served with its API by the real server on a fresh, seeded PGlite folder in a
 * temporary work folder, for a bench's browser runs; everything is removed after `use`.
 */
export async function withBuiltStorefront(prefix: string, use: (built: BuiltStorefront) => Promise<void>): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const distDir = path.join(work, 'dist');
  const handle = await openPglite(path.join(work, 'db'));
  try {
    (buildStorefront as (dir: string, options: { logLevel: string }) => void)(distDir, { logLevel: 'error' });
    await migrateAndSeed(handle);
    const app = await buildApp({ db: handle.db, config: { dispatchSpeed: 0, staticDir: distDir, logLevel: 'silent' } });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await use({ work, distDir, address });
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
