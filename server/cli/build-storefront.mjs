import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { bin, root } from './ensure-deps.mjs';

/**
 * Production build of the storefront into outDir: the browser's app, then the server-render bundle
 * into outDir/ssr (src/ssr/entry-server.tsx), which the server uses to render the menu page.
 */
export function buildStorefront(outDir, { logLevel = 'warn' } = {}) {
  const vite = (...args) => {
    const result = spawnSync(bin('vite'), ['build', ...args, '--logLevel', logLevel], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  };
  vite('--outDir', outDir, '--emptyOutDir');
  vite('--ssr', 'src/ssr/entry-server.tsx', '--outDir', join(outDir, 'ssr'), '--emptyOutDir');
}
