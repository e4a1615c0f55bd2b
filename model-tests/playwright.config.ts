import { defineConfig } from '@playwright/test';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './suites',
  // runs side by side on one checkout each need their own (traces, coverage.json)
  outputDir: process.env.MODEL_TESTS_OUTPUT_DIR ?? './.results',
  // Two cores, and the real server runs beside the browsers.
  workers: 2,
  // Every path is its own test with its own browser context; paths of one machine spread over both workers.
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/coverage-reporter.ts']],
  globalSetup: './support/global-setup.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
});
