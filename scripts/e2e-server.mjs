// The server the Playwright suite runs against: the production build over a fresh database, on the
// PostgreSQL server E2E_DATABASE_URL names (CI: production's engine) or else embedded (PGlite).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { distEntry, E2E_WEB_ENTRY, root, runOrExit, SERVER_BUNDLE_OPTIONS } from './lib.mjs';

const dataName = process.env.E2E_DATA_NAME || 'e2e';
const dataDir = join(root, '.data', dataName);
rmSync(dataDir, { recursive: true, force: true });
if (process.env.E2E_DATABASE_URL) {
  // A database of this run's own on that server, made afresh (a database per suite: the main
  // journeys and the integrations journeys may share one server).
  const server = new URL(process.env.E2E_DATABASE_URL);
  const admin = new pg.Client({ connectionString: server.href });
  await admin.connect();
  const name = dataName.replace(/[^a-z0-9_]/gi, '_');
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  server.pathname = `/${name}`;
  process.env.DATABASE_URL = server.href;
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = join(dataDir, 'pglite');
}
process.env.APP_ENV ??= 'test';
process.env.OUTBOX_DIR = join(dataDir, 'outbox');
// The test routes (/api/e2e/*, src/server/e2e) answer in this server only: its own web entry,
// compiled below, serves them before Next; every APP_ENV but test refuses the flag.
process.env.E2E_TEST_ROUTES = '1';
// Fulfilment's test clock (APP_ENV=test only): a week ahead, so a box the journey has just
// ordered is past its cut-off and can be packed and shipped.
if (process.env.APP_ENV === 'test') process.env.FULFILMENT_CLOCK_OFFSET_DAYS ??= '7';
// The server's clock starts on a set day (SHOP_CLOCK_AT, APP_ENV=test only; src/server/clock.ts)
// so the journeys pass whatever the machine's date, and the browser follows it
// (e2e/fixtures/test.ts). The default is awkward on purpose: 21:30 Eastern on Wednesday
// 22 December 2027 is already the 23rd in UTC (a rule that takes "today" in UTC is a day out);
// the first boxes offered straddle Christmas and New Year, each a Saturday observed on the Friday
// before (four carrier holidays in ten days), and run into 2028; fulfilment's week ahead lands in
// the same holiday week. Another day: SHOP_CLOCK_AT=<instant>; the machine's own time (a run under
// libfaketime, scripts/any-day.sh): SHOP_CLOCK_AT=machine. See docs/testing.md.
const DEFAULT_SHOP_CLOCK_AT = '2027-12-23T02:30:00Z';
if (process.env.APP_ENV === 'test') {
  if (process.env.SHOP_CLOCK_AT === 'machine') delete process.env.SHOP_CLOCK_AT;
  else process.env.SHOP_CLOCK_AT ||= DEFAULT_SHOP_CLOCK_AT;
}
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
// The journeys' web entry is compiled here, beside this run's database, never by `npm run build`:
// the build's .next/ and dist/ (what a release ships) hold no test route.
const e2eWeb = join(dataDir, 'server', 'e2e-web.mjs');
await build({ ...SERVER_BUNDLE_OPTIONS, entryPoints: [E2E_WEB_ENTRY], outfile: e2eWeb });
process.setSourceMapsEnabled(true);
// Before the entry loads, not in it: React picks its build by NODE_ENV when first imported, and
// the test routes bring in the email templates (React) as the entry's own imports run.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(e2eWeb).href);
