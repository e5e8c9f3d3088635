import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { SHARED_NODE_TESTS } from './tests/setup/shared-node-tests.mjs';
import { SHARED_DOM_COMPONENT_TESTS } from './tests/setup/shared-dom-components.mjs';

const src = fileURLToPath(new URL('./src', import.meta.url));

// The `unit` project's files (pure rules and data: see below). The three named files mock modules
// or use a database, so they stay isolated in `node`. A file is in exactly one project.
const ISOLATED = 'after-checkout|stripe-next-action|data-erasure';
const UNIT_TESTS = ['domain', 'contracts', 'config', 'server/domain', 'features', 'ui'].map(
  (dir) => `src/${dir}/**/!(${ISOLATED}).test.ts`,
);

// Five projects: components run in jsdom, isolated (`components`) or, those that mock nothing,
// unisolated (`components-shared`); pure rules in `unit`, unisolated; API and server tests that
// mock nothing in `node-shared`, unisolated; everything else (server, integration) in `node`.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src } },
  test: {
    // Vitest's default leaves one core to the main process, which here only waits: on the 2-core
    // CI machine that ran one test file at a time.
    maxWorkers: availableParallelism(),
    globals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...SHARED_DOM_COMPONENT_TESTS],
          setupFiles: ['./tests/setup/components.ts'],
          // A page's first render in a file loads its lazily hydrated parts (header, footer,
          // islands) through dynamic imports that vitest transforms then: seconds on a busy
          // 2-core machine, more than the 5 s default.
          testTimeout: 15000,
        },
      },
      {
        // Component tests that mock nothing (tests/setup/shared-dom-components.mjs): one jsdom
        // and one module graph per worker instead of a fresh process, environment and React per
        // file. tests/setup/shared-dom.ts empties the page before each file.
        extends: true,
        test: {
          name: 'components-shared',
          environment: 'jsdom',
          include: SHARED_DOM_COMPONENT_TESTS,
          isolate: false,
          setupFiles: ['./tests/setup/components.ts', './tests/setup/shared-dom.ts'],
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
        // API and server tests that mock nothing (tests/setup/shared-node-tests.mjs): one module
        // graph per worker instead of importing the server again for each file (half their
        // time). An API test file still has its own database and gives back the day it set.
        extends: true,
        test: {
          name: 'node-shared',
          environment: 'node',
          include: SHARED_NODE_TESTS,
          isolate: false,
          setupFiles: ['./tests/setup/node.ts'],
          globalSetup: ['./tests/setup/database-templates.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...UNIT_TESTS, ...SHARED_NODE_TESTS],
          setupFiles: ['./tests/setup/node.ts'],
          // Template databases each test file copies (migrated and seeded once per run).
          globalSetup: ['./tests/setup/database-templates.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
