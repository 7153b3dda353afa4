import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/test/ensure-chromium.mjs';

const launchOptions = {
  executablePath: findChromium() ?? undefined,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // The service worker is off in tests (it would hide requests from page.route); the
  // offline tests turn it on with test.use({ serviceWorkers: 'allow' }).
  // In CI a trace is recorded only for a retried test: recording every test cost about 13 % of
  // the suite's time (the same 20 tests: 130–136 s with traces, 115–117 s without).
  use: {
    launchOptions,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    actionTimeout: 10_000,
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions } },
  ],
});
