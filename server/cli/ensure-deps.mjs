// Plain Node (no dependencies): runs before node_modules exists on a clean clone.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

/** Installs npm dependencies when node_modules is missing or older than package-lock.json. */
export function ensureNodeModules() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing npm dependencies (first run)…');
  // --prefer-offline: a tarball already in npm's cache is used without asking the registry again (42–46 s against 56–58 s
  // here, docs/test-speed.md); what is not cached is fetched as before
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline']);
}

export const chromiumPath = '/usr/bin/chromium';
/**
 * The model suites' browser: Debian's build of Chromium's headless shell, the browser Playwright itself runs headless.
 * A browser context there opens no window and no browser UI; the same 52 a11y tests took 116 s of CPU on it against
 * 168 s on the full Chromium (docs/test-speed.md). The full Chromium stays for Lighthouse, the diagrams' SVG and the
 * screenshots.
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

/** Installs Debian's Chromium and its headless shell for the browser tests when either is missing. */
export function ensureChromium() {
  if (existsSync(chromiumPath) && existsSync(headlessShellPath)) return;
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (...args) => {
    const [command, ...rest] = [...asRoot, 'apt-get', ...args];
    run(command, rest, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  console.log('Installing Debian chromium and chromium-headless-shell for the browser tests…');
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium', 'chromium-headless-shell', 'fonts-dejavu-core');
  for (const path of [chromiumPath, headlessShellPath]) if (!existsSync(path)) throw new Error(`${path} did not install`);
}

export function bin(name) {
  return join(root, 'node_modules', '.bin', name);
}
