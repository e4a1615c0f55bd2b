/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { ChunkingContext } from 'rolldown';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** The storefront's, machines' and model-test support's test files (projects `app` and `app-isolated`). */
export const APP_TEST_FILES = [
  'machines/**/*.test.ts',
  'src/**/*.test.{ts,tsx}',
  'model-tests/support/**/*.test.ts',
  'model-tests/gallery/**/*.test.ts',
];

/**
 * The storefront's test files that stub a module (`vi.mock`), a global or an environment variable, reset the module
 * registry, or run in a DOM environment of their own: each runs in a fresh module registry (vitest project
 * `app-isolated`). Every other storefront, machine and model-test support file shares its worker's modules (project
 * `app`, `isolate: false`): importing React, XState and the machines once per worker instead of once per file took the
 * project from 75 s to 27 s (docs/test-speed.md). `src/testIsolation.test.ts` fails when a file that needs it is missing here.
 */
export const ISOLATED_TEST_FILES = [
  'src/nextTask.test.ts',
  'src/views/common/lazyDialog.test.tsx',
  'src/api/analytics.test.ts',
  'src/product/magicCart.test.ts',
  'src/product/pricedOrder.test.ts',
  'src/maps/google/googleLocationClient.test.ts',
  'src/payments/sandbox/reactStripe.test.tsx',
  'src/payments/sandbox/paymentRequest.test.ts',
  'src/payments/sandbox/client.test.ts',
  'src/payments/sandbox/element.test.ts',
  'src/payments/loadCardGateway.test.ts',
  'src/payments/adyen/sandboxAdyenCard.test.ts',
];

const apiPort = Number(process.env.API_PORT ?? 3001);
// the API, the embedded identity provider on Auth0's paths (sign-in works under `npm run dev` too), and a shared cart's short links
const proxied = [
  '/services',
  '/authorize',
  '/oauth',
  '/userinfo',
  '/v2/logout',
  '/.well-known',
  '/interaction',
  '/url-shortening',
  '^/s/',
].reduce<Record<string, string>>((all, prefix) => {
  all[prefix] = `http://127.0.0.1:${apiPort}`;
  return all;
}, {});

const fromRoot = (folder: string) => fileURLToPath(new URL(folder, import.meta.url));

/**
 * Every module the entry imports statically goes into one chunk, `boot`: the page needs all of them before
 * it starts, and one file compresses better than the fifty small ones the shared modules would make
 * (each gzipped alone, with its own import and export lists).
 */
function bootChunk(moduleId: string, context: ChunkingContext): string | null {
  bootModules ??= staticClosure(context, entryModule);
  return bootModules.has(moduleId) && !/node_modules[\\/]zod[\\/]/.test(moduleId) ? 'boot' : null;
}
let bootModules: Set<string> | undefined;
const entryModule = fromRoot('./src/main.tsx');

function staticClosure(context: ChunkingContext, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export default defineConfig(({ isSsrBuild }) => ({
  // the same aliases as tsconfig.json's paths: the storefront's way into machines/ and server/contract/
  resolve: {
    alias: [
      { find: /^@machines$/, replacement: fromRoot('./machines/index.ts') },
      { find: /^@machines\//, replacement: fromRoot('./machines/') },
      { find: /^@contract$/, replacement: fromRoot('./server/contract/index.ts') },
      { find: /^@contract\//, replacement: fromRoot('./server/contract/') },
      { find: /^@\//, replacement: fromRoot('./src/') },
    ],
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    vanillaExtractPlugin(),
  ],
  // The server-render bundle (src/ssr/entry-server.tsx, built into dist/ssr) carries its packages:
  // builds land in temporary folders where node_modules cannot be resolved from.
  // One stylesheet, linked from index.html: a server-rendered page is styled before any script runs.
  build: {
    outDir: 'dist',
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    cssCodeSplit: false,
    // The boot chunk is one file on purpose (bootChunk above): 640 kB minified, 200 kB gzipped. The warning's limit sits
    // above it, so `npm start`'s build is quiet until a chunk passes 800 kB.
    chunkSizeWarningLimit: 800,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: bootChunk, debugName: 'boot', priority: 1 }] } } },
  },
  ssr: { noExternal: true },
  server: { proxy: proxied },
  test: {
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    // One worker per core. Vitest's default in `run` is one fewer than the cores: a single worker on this 2-core machine,
    // while the server tests mostly wait (PGlite's start, PostgreSQL, the servers they start): users + shops (14 files,
    // 99 tests) took 552 s with one worker and 206 s with two at the same load; three was slower (412 s, a test timed
    // out). docs/test-speed.md
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        // Each server test file opens its own database and server, and mocks no module: a worker imports the server
        // once for all its files instead of once per file (docs/test-speed.md).
        test: { name: 'server', include: ['server/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        // The storefront's, machines' and model-test support's tests share their worker's modules, but for the files
        // that stub a module, a global or the environment: those keep their own (ISOLATED_TEST_FILES above).
        test: { name: 'app', include: APP_TEST_FILES, exclude: ISOLATED_TEST_FILES, isolate: false },
      },
      { extends: true, test: { name: 'app-isolated', include: ISOLATED_TEST_FILES } },
    ],
  },
}));
