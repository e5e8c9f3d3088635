// `npm test`: the whole suite, in the order that fails fastest.
import {
  bin,
  ensureTestBrowser,
  NEXT_BUILD_ARGS,
  runAllOrExit,
  runOrExit,
  startAllInBackground,
} from './lib.mjs';

const env = { NEXT_TELEMETRY_DISABLED: '1' };
// With DATABASE_URL (CI runs `npm test` through scripts/with-postgres.sh) the API and server
// tests and the journeys run once, on that PostgreSQL server, production's engine; without it, on
// the embedded database. `npm run dev`'s check and the integrations journeys keep the embedded
// database `npm start` runs on by default, so its path keeps journeys of its own.
const apiDatabaseUrl = process.env.DATABASE_URL ?? '';
delete process.env.DATABASE_URL;
const chromium = ensureTestBrowser();

// The production build from the start, beside the static checks and `npm run dev`, then beside
// vitest: alone, webpack's build left a third of the two cores idle, as did the dev server's first
// compile and vitest's first seconds (its template databases), and the checks ended on a lone
// eslint (measured on the 2-core machine). tsc checks the same tree (and fails the run if it
// fails), so the build skips its own type check. `npm run dev` writes to .next/dev, which the
// build leaves alone, and no vitest test reads the build.
const buildFinished = startAllInBackground([
  {
    label: 'Building the shop (next build)',
    command: bin('next'),
    args: NEXT_BUILD_ARGS,
    env: { ...env, BUILD_TYPES_CHECKED: '1' },
  },
  // The compiled server entries (dist/): migrations, seed and the server the e2e suite starts.
  {
    label: 'Compiling the server entries (esbuild)',
    command: process.execPath,
    args: ['scripts/build-server.mjs'],
  },
]);
await runAllOrExit([
  { label: 'Typecheck (tsc)', command: bin('tsc'), args: ['--noEmit', '-p', '.'] },
  { label: 'Lint (eslint)', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  // No import cycle under src/ (madge over the whole graph at once, type-only imports left out:
  // .madgerc). eslint's import/no-cycle and import-x/no-cycle follow imports file by file, at
  // several times the cost.
  {
    label: 'Import cycles (madge)',
    command: bin('madge'),
    args: ['--circular', '--no-spinner', 'src/'],
  },
  { label: 'Formatting (prettier)', command: bin('prettier'), args: ['--check', '.'] },
  // New migrations against squawk's rules: no write-blocking lock during a release.
  {
    label: 'Migrations (squawk)',
    command: process.execPath,
    args: ['scripts/lint/migrations.mjs'],
  },
  // The Prometheus alert rules: promtool's check and unit tests, a runbook per alert.
  {
    label: 'Alert rules (promtool)',
    command: process.execPath,
    args: ['scripts/check-alert-rules.mjs'],
  },
  // Dead files, exports and dependencies (knip.json says what it cannot see for itself).
  { label: 'Unused code (knip)', command: bin('knip'), args: [] },
  // Subjects in the imperative, at most 72 characters (commitlint, commitlint.config.mjs).
  {
    label: 'Commit messages',
    command: process.execPath,
    args: ['scripts/check-commit-messages.mjs'],
  },
  // `npm run dev` starts and serves the home page (a throwaway database, a free port).
  {
    label: 'Development server (npm run dev)',
    command: process.execPath,
    args: ['scripts/check-dev.mjs'],
  },
]);
if (apiDatabaseUrl) {
  await runOrExit('Unit and component tests (vitest)', bin('vitest'), ['run', 'src/'], { env });
  await runOrExit(
    'API and server tests on PostgreSQL (vitest)',
    bin('vitest'),
    ['run', '--project', 'node', 'tests/'],
    { env: { ...env, DATABASE_URL: apiDatabaseUrl } },
  );
} else {
  await runOrExit('Unit, component and API tests (vitest)', bin('vitest'), ['run'], { env });
}
await buildFinished();
await runOrExit('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], {
  env: { ...env, CHROME_PATH: chromium, E2E_DATABASE_URL: apiDatabaseUrl },
});
// Every third party configured against a local stand-in (`npm run test:e2e:integrations`), on a
// server of its own over the build above. The script budget is not a step here: Lighthouse CI
// (`npm run budget`) takes longer than the counter it replaced (docs/performance.md).
await runOrExit(
  'Integration journeys (third parties against stand-ins)',
  bin('playwright'),
  ['test', '--config', 'playwright.integrations.config.ts'],
  { env: { ...env, CHROME_PATH: chromium } },
);
console.info('\n✔ All checks passed');
