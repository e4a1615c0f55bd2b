import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildStorefront } from './build-storefront.mjs';
import { root } from './ensure-deps.mjs';

const inputs = ['src', 'machines', 'public', 'server/contract', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) return newest;
    return Math.max(newest, newestMtime(join(path, name)));
  }, stat.mtimeMs);
}

/** Builds the storefront into outDir unless the build there is newer than every input. */
export function buildIfStale(outDir = join(root, 'dist')) {
  const built = join(outDir, 'ssr', 'entry-server.js');
  const sourcesChanged = Math.max(...inputs.map((input) => newestMtime(join(root, input))));
  if (existsSync(built) && statSync(built).mtimeMs >= sourcesChanged) return false;
  console.log('Building the storefront…');
  buildStorefront(outDir);
  return true;
}
