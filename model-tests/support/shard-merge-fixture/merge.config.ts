import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './suites',
  reporter: [
    [
      '../coverage-reporter.ts',
      { merge: true, suitesDir: resolve(import.meta.dirname, 'suites'), machines: ['m'], outputDir: process.env.FIXTURE_OUTPUT_DIR },
    ],
  ],
});
