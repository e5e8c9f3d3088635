// `npm test`: the whole suite, in the order that fails fastest.
import { NEXT_BUILD_ARGS, bin, ensureChromium, runOrExit } from './lib.mjs';

const env = { NEXT_TELEMETRY_DISABLED: '1' };
const chromium = ensureChromium();

await runOrExit('Typecheck (tsc)', bin('tsc'), ['--noEmit', '-p', '.']);
await runOrExit('Lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']);
// Dead files, exports and dependencies (knip.json says what it cannot see for itself).
await runOrExit('Unused code (knip)', bin('knip'), []);
await runOrExit('Formatting (prettier)', bin('prettier'), ['--check', '.']);
await runOrExit('Unit, component and API tests (vitest)', bin('vitest'), ['run'], {
  env: { ...env, DATABASE_URL: '' },
});
await runOrExit('Build (next build)', bin('next'), NEXT_BUILD_ARGS, { env });
await runOrExit('First-load JS budget', process.execPath, ['scripts/bundle-budget.mjs']);
await runOrExit('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], {
  env: { ...env, CHROME_PATH: chromium, E2E_SKIP_BUILD: '1' },
});
await runOrExit('Integration journeys (third parties against stand-ins)', process.execPath, [
  'scripts/e2e-integrations.mjs',
]);
console.info('\n✔ All checks passed');
