// `npm test`: the whole suite, in the order that fails fastest.
import { bin, buildAll, ensureChromium, runAllOrExit, runOrExit } from './lib.mjs';

const env = { NEXT_TELEMETRY_DISABLED: '1' };
const chromium = ensureChromium();

await runAllOrExit([
  { label: 'Typecheck (tsc)', command: bin('tsc'), args: ['--noEmit', '-p', '.'] },
  { label: 'Lint (eslint)', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { label: 'Formatting (prettier)', command: bin('prettier'), args: ['--check', '.'] },
  // Dead files, exports and dependencies (knip.json says what it cannot see for itself).
  { label: 'Unused code (knip)', command: bin('knip'), args: [] },
]);
await runOrExit('Unit, component and API tests (vitest)', bin('vitest'), ['run'], {
  env: { ...env, DATABASE_URL: '' },
});
// `npm run dev` starts and serves the home page (a throwaway database, a free port).
await runOrExit('Development server (npm run dev)', process.execPath, ['scripts/check-dev.mjs']);
// The Next build and the compiled server entries (dist/), which the e2e server runs.
await buildAll({ env });
await runOrExit('First-load JS budget', process.execPath, ['scripts/bundle-budget.mjs']);
await runOrExit('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], {
  env: { ...env, CHROME_PATH: chromium, E2E_SKIP_BUILD: '1' },
});
await runOrExit('Integration journeys (third parties against stand-ins)', process.execPath, [
  'scripts/e2e-integrations.mjs',
]);
console.info('\n✔ All checks passed');
