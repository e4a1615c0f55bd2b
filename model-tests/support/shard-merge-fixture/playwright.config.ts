import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

// A run of two tiny suites that walk one machine `m` without a browser, as the model suites attach their walks.
const shard = process.argv.some((arg) => arg.startsWith('--shard'));
if (shard) process.env.PWTEST_BLOB_DO_NOT_REMOVE = '1';
const coverage = { suitesDir: resolve(import.meta.dirname, 'suites'), machines: ['m'], outputDir: process.env.FIXTURE_OUTPUT_DIR };

export default defineConfig({
  testDir: './suites',
  outputDir: process.env.FIXTURE_OUTPUT_DIR,
  workers: 1,
  fullyParallel: true,
  reporter: shard
    ? [
        ['blob', { outputDir: process.env.MODEL_TESTS_BLOB_DIR }],
        ['../coverage-reporter.ts', { ...coverage, shard: true }],
      ]
    : [['../coverage-reporter.ts', coverage]],
});
