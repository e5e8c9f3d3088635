import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

// Two projects: components run in jsdom, everything else (domain, server, integration) in node.
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
          setupFiles: ['./tests/setup/components.ts'],
          // A page's first render in a file loads its lazily hydrated parts (header, footer,
          // islands) through dynamic imports that vitest transforms then: seconds on a busy
          // 2-core machine, more than the 5 s default.
          testTimeout: 15000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
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
