import { join } from 'node:path';
// @ts-expect-error: a plain .mjs script shared with `npm start`, without type declarations
import { buildStorefront as buildBoth } from '../../server/cli/build-storefront.mjs';

export const repoRoot = join(import.meta.dirname, '..', '..');

/** Production build of the SPA and its server-render bundle (the dev server's StrictMode would start every machine twice). */
export function buildStorefront(outDir: string): void {
  const startedAt = Date.now();
  (buildBoth as (dir: string, options: { logLevel: string }) => void)(outDir, { logLevel: 'error' });
  console.log(`model-tests: storefront built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}
