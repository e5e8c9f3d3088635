// `npm run test:e2e:integrations`: the shop built with every third party pointed at a local
// stand-in (into .next-integrations, rebuilt when sources changed), then its Playwright suite.
import { INTEGRATIONS_DIST_DIR, integrationsEnv } from '../e2e/stand-ins/integrations-env.mjs';
import {
  NEXT_BUILD_ARGS,
  bin,
  buildAll,
  buildIsStale,
  ensureChromium,
  runOrExit,
  serverBuildIsStale,
} from './lib.mjs';

const env = { NEXT_TELEMETRY_DISABLED: '1' };
const chromium = ensureChromium();
if (buildIsStale(INTEGRATIONS_DIST_DIR)) {
  await runOrExit('Build with integrations against stand-ins', bin('next'), NEXT_BUILD_ARGS, {
    env: { ...env, ...integrationsEnv },
  });
}
// The server entries (dist/) do not depend on the build's settings: shared with `npm run build`.
await buildAll({ env, when: { next: false, server: serverBuildIsStale() } });
await runOrExit(
  'Integration journeys (Playwright, Chromium)',
  bin('playwright'),
  ['test', '--config', 'playwright.integrations.config.ts', ...process.argv.slice(2)],
  { env: { ...env, CHROME_PATH: chromium } },
);
