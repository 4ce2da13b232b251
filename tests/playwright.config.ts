import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_PORT as PORT, SEEDED_DATA_DIR } from './e2e/base-url';
import { launchOptions } from './e2e/chromium';

// E2E_PORT, E2E_STATIC_DIR and E2E_SERVER_DIR let several checkouts' builds run side by side.
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';
const SERVER_DIR = process.env.E2E_SERVER_DIR ?? 'dist-server';
const DATA_DIR = `.tmp/e2e-data-${PORT}`;

const phone = {
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
  userAgent: devices['Pixel 7'].userAgent,
};
const desktop = { browserName: 'chromium' as const, viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: './e2e',
  outputDir: `../test-results/${PORT}`,
  // Every journey that changes state does it on a business of its own (POST /api/sandbox/fixtures), and
  // the demo data of DEMO.md is only read: tests run in any order, side by side.
  fullyParallel: true,
  // Three: with the worker blocked and the headless shell, two journeys at a time left a third of two cores idle.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    // A trace records DOM snapshots and a screencast of every action: in CI only a retry records one
    // (a failure is retried once), so passing journeys do not pay for it.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker is blocked but where a spec allows it (tests/e2e/chromium.ts).
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    { name: 'phone', use: phone },
    { name: 'desktop', use: desktop },
  ],
  webServer: {
    // On a copy of a data directory seeded for this run, which private servers copy too (seeded-server.mjs).
    command: 'node tests/e2e/seeded-server.mjs',
    cwd: '..',
    // DATABASE_URL empty: the journeys run on a fresh embedded database even when CI sets one for the server suite.
    env: {
      PORT: String(PORT),
      DATA_DIR,
      SEEDED_DIR: SEEDED_DATA_DIR,
      SERVER_DIR,
      STATIC_DIR,
      SANDBOX: '1',
      DATABASE_URL: '',
    },
    url: `http://127.0.0.1:${PORT}/api/v2/whitelabel/preferences`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
