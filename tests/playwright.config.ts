import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's Chromium (Playwright's own download is not available here). Its headless shell when installed
 * (`apt-get install chromium-headless-shell`: the browser Playwright itself runs headless tests in, with
 * no browser window to composite, about a fifth less time per test here), else the full browser.
 * CHROMIUM_PATH picks another.
 */
const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', FULL_CHROMIUM].find((p) => existsSync(p)) ??
  FULL_CHROMIUM;

/** Specs that need the full browser: web push (notification permission, the push service worker) does not work in the headless shell. */
const FULL_BROWSER_SPECS = /push\.spec\.ts$/;

const launch = (executablePath: string) => ({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    '--disable-sync',
    // A test's page lives a few seconds: V8 spent more CPU compiling the app's and axe's functions with
    // its optimising tiers (Maglev, Turbofan) than the compiled code saved. Tier up 50 and 33 times later
    // than by default: the browser's work on a run of journeys fell by about a fifth.
    '--js-flags=--invocation-count-for-maglev=20000 --invocation-count-for-turbofan=100000',
  ],
});

/**
 * e2e against the production build: each worker starts its own server process (e2e/support/test.ts)
 * serving /v1, the member app at / and the admin app at /admin, on a fresh PGlite database seeded with
 * the demo data, so workers run side by side. E2E_WORKERS sets how many (default: 2).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Two workers share two cores with their browsers and servers: a long journey sets its own, longer one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // A trace records the screen all along (about a third of the browser's work here): only a retried
    // test records one, so a failure in CI comes with its trace. E2E_TRACE=on records every test.
    trace: (process.env.E2E_TRACE ?? 'on-first-retry') as 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  // The full browser's spec first: its worker (a server and a browser of its own) then runs beside the
  // other worker's first files instead of alone at the end of the run.
  projects: [
    {
      name: 'desktop-full-browser',
      testMatch: FULL_BROWSER_SPECS,
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: launch(FULL_CHROMIUM) },
    },
    {
      name: 'desktop',
      testIgnore: FULL_BROWSER_SPECS,
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: launch(HEADLESS_CHROMIUM) },
    },
  ],
});
