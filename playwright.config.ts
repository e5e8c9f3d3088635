import { defineConfig, devices } from '@playwright/test';
import { testServerPort } from './e2e/free-port';

// 3100 unless it is taken (another suite or a dev server): then any free port.
const port = testServerPort('E2E_PORT', 3100);
const baseURL = `http://localhost:${port}`;
// Debian's chromium-headless-shell (TEST_BROWSER in scripts/lib.mjs, which installs it): the
// visual baselines are its rendering, and it costs a third less CPU than the full browser.
const executablePath = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
// Specs that change what every visitor sees (see the 'shop-wide' project).
const SHOP_WIDE = '**/maintenance.spec.ts';

// The system Chromium (Playwright cannot download its own here). The flags only keep it from
// calling home, which this machine's closed network would refuse noisily; nothing tunes it.
const chromiumArgs = [
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  // The integrations suite runs against its own build (playwright.integrations.config.ts).
  testIgnore: ['**/integrations/**'],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Three on the 2-core CI machine: with the headless shell and no screencast a journey keeps the
  // cores busy less of its time, and a third worker fills the gaps (3.4 min against 3.9 on two;
  // before those changes three were slower: docs/performance.md).
  workers: 3,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    // A failed journey keeps its trace: every action with its call log, network, console and
    // sources, beside the failure's screenshot and the page's accessibility tree as it failed
    // (Playwright's error-context.md). Without the screencast's frames and the DOM snapshots around
    // every action: recorded for every journey and kept for none that pass, the frames were a third
    // of the suite's CPU and the snapshots a tenth (docs/performance.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: ['**/integrations/**', SHOP_WIDE],
      grepInvert: /@mobile/,
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
      testIgnore: ['**/integrations/**', SHOP_WIDE],
      grep: /@mobile/,
    },
    {
      // Journeys that close the whole shop (maintenance mode) run after every other one, so no
      // journey in flight meets the maintenance page. Alone: add --no-deps.
      name: 'shop-wide',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: SHOP_WIDE,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/v3/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
