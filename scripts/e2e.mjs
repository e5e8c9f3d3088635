// `npm run test:e2e`: Playwright against a production build (rebuilt when sources changed).
import { NEXT_BUILD_ARGS, bin, buildIsStale, ensureChromium, runOrExit } from './lib.mjs';

const env = { NEXT_TELEMETRY_DISABLED: '1' };
const chromium = ensureChromium();
if (buildIsStale()) await runOrExit('Build (next build)', bin('next'), NEXT_BUILD_ARGS, { env });
await runOrExit(
  'End-to-end tests (Playwright, Chromium)',
  bin('playwright'),
  ['test', ...process.argv.slice(2)],
  {
    env: { ...env, CHROME_PATH: chromium },
  },
);
