/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const apiPort = Number(process.env.API_PORT ?? 3001);
const proxied = ['/services'].reduce<Record<string, string>>((all, prefix) => {
  all[prefix] = `http://127.0.0.1:${apiPort}`;
  return all;
}, {});

export default defineConfig(({ isSsrBuild }) => ({
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
