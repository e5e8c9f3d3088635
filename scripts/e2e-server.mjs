// The server the Playwright suite runs against: the production build over a fresh embedded database.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, root, runOrExit } from './lib.mjs';

const dataDir = join(root, '.data', process.env.E2E_DATA_NAME || 'e2e');
rmSync(dataDir, { recursive: true, force: true });
process.env.PGLITE_DIR = join(dataDir, 'pglite');
process.env.APP_ENV ??= 'test';
process.env.OUTBOX_DIR = join(dataDir, 'outbox');
// Test-only endpoints (src/pages/api/e2e) answer in this server only.
process.env.E2E_TEST_ROUTES = '1';

await runOrExit('E2E database: migrate', bin('tsx'), ['scripts/db-migrate.ts']);
await runOrExit('E2E database: seed', bin('tsx'), ['scripts/db-seed.ts']);
await import('./serve.mjs');
