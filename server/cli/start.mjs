// `npm start`: install what is missing, build the storefront if stale, serve storefront + API.
import { spawn } from 'node:child_process';
import { bin, ensureNodeModules, root } from './ensure-deps.mjs';

const startedAt = Date.now();
ensureNodeModules();
const { buildIfStale } = await import('./build-if-stale.mjs');
buildIfStale();

const server = spawn(bin('tsx'), ['server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CRUST_STARTED_AT: String(startedAt) },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
