// `npm test`: the whole suite, in the order that fails fastest.
import { join } from 'node:path';
import {
  bin,
  ensureTestBrowser,
  NEXT_BUILD_ARGS,
  runAllOrExit,
  root,
  runOrExit,
  startAllInBackground,
} from './lib.mjs';

const env = { NEXT_TELEMETRY_DISABLED: '1' };
// Named by path: the two TypeScripts both install a `tsc` in node_modules/.bin.
const TSC = join(root, 'node_modules', '@typescript', 'native', 'bin', 'tsc');
const chromium = ensureTestBrowser();

// Every process of the suite asks glibc's malloc for transparent huge pages (glibc 2.35+; older
// ones and other C libraries ignore it). Node's buffers, crypto and zlib allocate through malloc,
// and this 2-core VM's page faults are dear: a password hash took 232 ms and 84,000 faults
// without it, 91 ms and 7,400 with it; four journey files 14 % less CPU (docs/performance.md,
// "Huge pages for malloc"). A value already set is kept; .ci/run sets it for its other steps.
process.env.GLIBC_TUNABLES ??= 'glibc.malloc.hugetlb=1';

// The production build from the start, beside the static checks and `npm run dev`, then beside
// vitest: alone, webpack's build left a third of the two cores idle, as did the dev server's first
// compile and vitest's first seconds (its template databases), and the checks ended on a lone
// eslint (docs/performance.md, "Suite cost"). tsc checks the same tree (and fails the run if it
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
  // TypeScript 7's native tsc (package @typescript/native), beside TypeScript 5 whose JavaScript
  // API eslint, knip and Next use: the layout the TypeScript team recommends while 7 has no API.
  // The same checks in about half the CPU (docs/performance.md, "TypeScript 7 for the typecheck").
  { label: 'Typecheck (tsc 7)', command: process.execPath, args: [TSC, '--noEmit', '-p', '.'] },
  { label: 'Lint (eslint)', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  // No import cycle under src/ (the whole graph at once: eslint's import/no-cycle was slow).
  {
    label: 'Import cycles',
    command: process.execPath,
    args: ['scripts/lint/import-cycles.mjs'],
  },
  { label: 'Formatting (prettier)', command: bin('prettier'), args: ['--check', '.'] },
  // New migrations against squawk's rules: no write-blocking lock during a release.
  {
    label: 'Migrations (squawk)',
    command: process.execPath,
    args: ['scripts/lint/migrations.mjs'],
  },
  // Dead files, exports and dependencies (knip.json says what it cannot see for itself).
  { label: 'Unused code (knip)', command: bin('knip'), args: [] },
  // Subjects in the imperative, at most 72 characters (scripts/commit-message-rules.mjs).
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
await runOrExit('Unit, component and API tests (vitest)', bin('vitest'), ['run'], {
  env: { ...env, DATABASE_URL: '' },
});
await buildFinished();
await runOrExit('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], {
  env: { ...env, CHROME_PATH: chromium },
});
// Each on its own server and port over the build above; together, as neither keeps both cores
// busy alone.
await runAllOrExit([
  // Every script each page downloads until interactive + 2 s, in Chromium.
  {
    label: 'Script budget (Chromium)',
    command: process.execPath,
    args: ['scripts/budget-scripts.mjs', '--no-build'],
    env: { ...env, CHROME_PATH: chromium },
  },
  // Every third party configured against a local stand-in (`npm run test:e2e:integrations`).
  {
    label: 'Integration journeys (third parties against stand-ins)',
    command: bin('playwright'),
    args: ['test', '--config', 'playwright.integrations.config.ts'],
    env: { ...env, CHROME_PATH: chromium },
  },
]);
console.info('\n✔ All checks passed');
