import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

// The `unit` project's files (pure rules and data: see below). The three named files mock modules
// or use a database, so they stay isolated in `node`. A file is in exactly one project.
const ISOLATED = 'after-checkout|stripe-next-action|data-erasure';
const UNIT_TESTS = ['domain', 'contracts', 'config', 'server/domain', 'features', 'ui'].map(
  (dir) => `src/${dir}/**/!(${ISOLATED}).test.ts`,
);

// Three projects, none with a process per file: components in jsdom (`components`) and everything
// else on the server side (`node`) load the shop's modules afresh for each file, under its own
// mocks (tests/setup/fresh-modules.ts); pure rules (`unit`, by folder) share one module graph per
// worker.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src } },
  test: {
    // Vitest's default leaves one core to the main process, which here only waits: on the 2-core
    // CI machine that ran one test file at a time.
    maxWorkers: availableParallelism(),
    globals: true,
    // Every test starts with its mocks' calls forgotten (their implementations kept) and spies
    // restored, so no test counts a call an earlier one made.
    clearMocks: true,
    restoreMocks: true,
    projects: [
      {
        // Component tests, one jsdom and one process per worker instead of a fresh process,
        // jsdom, React and styled-components per file (their start-up was most of these files'
        // time). Each file still starts as an isolated one would: tests/setup/fresh-modules.ts
        // throws away the shop's modules (and swr's cache, inlined for that) so they load again
        // under that file's own mocks, and undoes its stubs and fake timers after it;
        // tests/setup/shared-dom.ts empties the page, storage, cookies and URL before it.
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          isolate: false,
          server: { deps: { inline: ['swr'] } },
          setupFiles: [
            './tests/setup/components.ts',
            './tests/setup/shared-dom.ts',
            './tests/setup/fresh-modules.ts',
          ],
          // A page's first render in a file loads its lazily hydrated parts (header, footer,
          // islands) through dynamic imports that vitest transforms then: seconds on a busy
          // 2-core machine, more than the 5 s default.
          testTimeout: 15000,
        },
      },
      {
        // Pure rules and data (no database, no module mocks, no environment or globals changed):
        // one module graph per worker instead of one per file, which saves most of these files'
        // import time. eslint.config.mjs keeps mocks, stubs and fake timers out of these globs.
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: UNIT_TESTS,
          isolate: false,
          setupFiles: ['./tests/setup/node.ts'],
          // As in `node`, where these ran before: the two-year sweeps in delivery-schedule take
          // 10 s on a loaded 2-core machine.
          testTimeout: 30000,
        },
      },
      {
        // Everything else: the API, job, crash and process tests and the server's own. One process per worker, as in
        // `components`, with a fresh module graph per file (tests/setup/fresh-modules.ts): the
        // process's start and the packages' imports were half of these files' time.
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...UNIT_TESTS],
          isolate: false,
          setupFiles: ['./tests/setup/node.ts', './tests/setup/fresh-modules.ts'],
          // Template databases each test file copies (migrated and seeded once per run).
          globalSetup: ['./tests/setup/database-templates.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
