// `npm test`: the whole suite, in the order that fails fastest.
import { bin, buildAll, ensureTestBrowser, runAllOrExit, runOrExit } from './lib.mjs';

const env = { NEXT_TELEMETRY_DISABLED: '1' };
const chromium = ensureTestBrowser();

await runAllOrExit([
  { label: 'Typecheck (tsc)', command: bin('tsc'), args: ['--noEmit', '-p', '.'] },
  { label: 'Lint (eslint)', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  // No import cycle under src/ (the whole graph at once: eslint's import/no-cycle was slow).
  {
    label: 'Import cycles',
    command: process.execPath,
    args: ['scripts/lint/import-cycles.mjs'],
  },
  { label: 'Formatting (prettier)', command: bin('prettier'), args: ['--check', '.'] },
  // Dead files, exports and dependencies (knip.json says what it cannot see for itself).
  { label: 'Unused code (knip)', command: bin('knip'), args: [] },
  // Subjects in the imperative, at most 72 characters (scripts/commit-message-rules.mjs).
  {
    label: 'Commit messages',
    command: process.execPath,
    args: ['scripts/check-commit-messages.mjs'],
  },
]);
await runOrExit('Unit, component and API tests (vitest)', bin('vitest'), ['run'], {
  env: { ...env, DATABASE_URL: '' },
});
// `npm run dev` starts and serves the home page (a throwaway database, a free port).
await runOrExit('Development server (npm run dev)', process.execPath, ['scripts/check-dev.mjs']);
// The Next build and the compiled server entries (dist/), which the e2e server runs. The types
// were checked above (tsc), so the build skips its own check of the same tree.
await buildAll({ env: { ...env, BUILD_TYPES_CHECKED: '1' } });
// Every script each page downloads until interactive + 2 s, in Chromium (its own server).
await runOrExit('Script budget (Chromium)', process.execPath, ['scripts/budget-scripts.mjs']);
await runOrExit('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], {
  env: { ...env, CHROME_PATH: chromium, E2E_SKIP_BUILD: '1' },
});
await runOrExit('Integration journeys (third parties against stand-ins)', process.execPath, [
  'scripts/e2e-integrations.mjs',
]);
console.info('\n✔ All checks passed');
