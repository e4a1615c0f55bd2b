import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, modelTestsBrowserPath } from './support/chromium-args';

/** `npm run test:model -- --shard=i/n`: a blob report per shard, merged (with the coverage gate) by `npm run test:model:merge` */
const shard = process.argv.some((arg) => arg.startsWith('--shard'));
const blobDir = resolve(process.env.MODEL_TESTS_BLOB_DIR ?? 'model-tests/.blob-report');
// Each shard writes report-<i>.zip; the blob reporter would empty the folder first, losing the shards run before on this machine.
if (shard) process.env.PWTEST_BLOB_DO_NOT_REMOVE = '1';

export default defineConfig({
  testDir: './suites',
  // runs side by side on one checkout each need their own (traces, coverage.json)
  outputDir: process.env.MODEL_TESTS_OUTPUT_DIR ?? './.results',
  // Two cores, and the real server runs beside the browsers.
  workers: 2,
  // Every path is its own test with its own browser context; paths of one machine spread over both workers.
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry, for the browser's own hiccups only: a renderer that stopped drawing for 10 s (no frame in the trace) once
  // failed a click in checkoutErrors on a quiet machine. A path that breaks the contract fails both tries (the second
  // with its trace), and a path that passed only on its retry is listed as flaky at the end of the run.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: shard
    ? [['list'], ['blob', { outputDir: blobDir }], ['./support/coverage-reporter.ts', { shard: true }]]
    : [['list'], ['./support/coverage-reporter.ts']],
  globalSetup: './support/global-setup.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: modelTestsBrowserPath, args: chromiumArgs },
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    // A trace is recorded on a failed path's retry only: recording every path (screencast frames and DOM snapshots at
    // each action) took 7.8 min against 4.9 min without it for the placeOrder and cardVerification suites (docs/test-speed.md).
    trace: 'on-first-retry',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
});
