import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the running product (scripts/test.mjs starts it with `npm start` and sets
 * E2E_BASE_URL). Debian's Chromium only: a browser is never downloaded.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // No project limit for the run (project-limit.spec.ts sets and restores its own).
  globalSetup: './support/global-setup.ts',
  // Playwright empties its output folder at start: keep it apart from the Jest reports.
  outputDir: '../test-results/e2e-artifacts',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
