/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const apiPort = Number(process.env.API_PORT ?? 3001);
// the API, and the embedded identity provider on Auth0's paths (sign-in works under `npm run dev` too)
const proxied = ['/services', '/authorize', '/oauth', '/userinfo', '/v2/logout', '/.well-known', '/interaction'].reduce<Record<string, string>>((all, prefix) => {
  all[prefix] = `http://127.0.0.1:${apiPort}`;
  return all;
}, {});

const fromRoot = (folder: string) => fileURLToPath(new URL(folder, import.meta.url));

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
  build: { outDir: 'dist', sourcemap: false, copyPublicDir: !isSsrBuild, cssCodeSplit: false },
  ssr: { noExternal: true },
  server: { proxy: proxied },
  test: {
    include: ['server/**/*.test.ts', 'machines/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'model-tests/support/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
  },
}));
