import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');

/** Production build of the SPA (the dev server's StrictMode would start every machine twice). */
export function buildStorefront(outDir: string): void {
  const startedAt = Date.now();
  const result = spawnSync(join(repoRoot, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  console.log(`model-tests: storefront built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}
