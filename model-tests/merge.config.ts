import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * `npm run test:model:merge`: merges the shards' blob reports (MODEL_TESTS_BLOB_DIR) and replays them
 * through the coverage reporter, which writes coverage.json and applies the gate to the whole run.
 */
export default defineConfig({
  testDir: './suites',
  reporter: [
    ['list'],
    ['./support/coverage-reporter.ts', { merge: true, outputDir: resolve(process.env.MODEL_TESTS_OUTPUT_DIR ?? 'model-tests/.results') }],
  ],
});
