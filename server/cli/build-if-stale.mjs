import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { bin, root } from './ensure-deps.mjs';

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
  const built = join(outDir, 'index.html');
  const sourcesChanged = Math.max(...inputs.map((input) => newestMtime(join(root, input))));
  if (existsSync(built) && statSync(built).mtimeMs >= sourcesChanged) return false;
  console.log('Building the storefront…');
  const result = spawnSync(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
  return true;
}
