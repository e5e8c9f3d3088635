// `npm run test:e2e:integrations`: the integrations suite (every third party pointed at a local
// stand-in) against the same production build as the main suite (.next, built when sources
// changed). The third parties are run-time settings (playwright.integrations.config.ts starts the
// server with them), so no second build is needed. Ports: E2E_INTEGRATIONS_PORT (default 3101)
// for the shop, E2E_STAND_IN_PORT (default 3199) for the stand-in.
import {
  bin,
  buildAll,
  buildIsStale,
  ensureTestBrowser,
  runOrExit,
  serverBuildIsStale,
} from './lib.mjs';

const env = { NEXT_TELEMETRY_DISABLED: '1' };
const chromium = ensureTestBrowser();
await buildAll({ env, when: { next: buildIsStale(), server: serverBuildIsStale() } });
await runOrExit(
  'Integration journeys (Playwright, Chromium)',
  bin('playwright'),
  ['test', '--config', 'playwright.integrations.config.ts', ...process.argv.slice(2)],
  { env: { ...env, CHROME_PATH: chromium } },
);
