// The server the Playwright suite runs against: the production build over a fresh embedded database.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { distEntry, root, runOrExit } from './lib.mjs';

const dataDir = join(root, '.data', process.env.E2E_DATA_NAME || 'e2e');
rmSync(dataDir, { recursive: true, force: true });
process.env.PGLITE_DIR = join(dataDir, 'pglite');
process.env.APP_ENV ??= 'test';
process.env.OUTBOX_DIR = join(dataDir, 'outbox');
// Test-only endpoints (src/pages/api/e2e) answer in this server only.
process.env.E2E_TEST_ROUTES = '1';
// Fulfilment's test clock (APP_ENV=test only): a week ahead, so a box the journey has just
// ordered is past its cut-off and can be packed and shipped.
if (process.env.APP_ENV === 'test') process.env.FULFILMENT_CLOCK_OFFSET_DAYS ??= '7';
// SHOP_CLOCK_AT (an ISO instant, APP_ENV=test only), when set, starts the server's clock on that
// day (src/server/clock.ts); the browser follows it (e2e/fixtures/test.ts). See docs/testing.md.
// The renewal journey runs the job as of a charge day through the scheduler's endpoint.
process.env.JOBS_SECRET ??= 'e2e-jobs-secret-for-browser-journeys';

await runOrExit('E2E database: migrate', process.execPath, distEntry('db-migrate'));
await runOrExit('E2E database: seed', process.execPath, distEntry('db-seed'));
// The first owner, made the way an operator makes one: the set-up link the script prints is
// kept for the console journey (e2e/admin-console.spec.ts) to follow.
const created = execFileSync(
  process.execPath,
  [...distEntry('staff-create'), '--email', 'first.owner@staff.e2e.test', '--role', 'owner'],
  { cwd: root, env: process.env, encoding: 'utf8' },
);
mkdirSync(dataDir, { recursive: true });
writeFileSync(join(dataDir, 'owner-setup-link.txt'), created);
await import('./serve.mjs');
