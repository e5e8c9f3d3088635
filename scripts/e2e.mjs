// `npm run test:e2e`: Playwright against a production build (rebuilt when sources changed).
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
  'End-to-end tests (Playwright, Chromium)',
  bin('playwright'),
  ['test', ...process.argv.slice(2)],
  {
    env: { ...env, CHROME_PATH: chromium },
  },
);
