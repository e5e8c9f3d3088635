// `npm run test:cluster`: the shop as several machines run it. A pruned release (no dev tools)
// on a throwaway PostgreSQL, two web instances and two workers behind nginx. Needs a build
// (`npm run build`); PostgreSQL and nginx are installed from Debian's packages when missing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startCluster } from './cluster/cluster.mjs';
import * as checks from './cluster/checks.mjs';
import { makePrunedRelease } from './cluster/release.mjs';
import { workerKilledDuringRenewals } from './cluster/renewal-kill.mjs';
import { startSmtpStandIn } from './cluster/smtp-stand-in.mjs';
import { buildIsStale, root } from './lib.mjs';

if (!process.env.DATABASE_URL) {
  const run = spawnSync(
    'bash',
    ['scripts/with-postgres.sh', process.execPath, ...process.argv.slice(1)],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  process.exit(run.status ?? 1);
}
if (buildIsStale()) {
  console.error('The build is missing or older than the sources: run `npm run build` first.');
  process.exit(1);
}

const RENEWAL_BOXES = 200;
const RENEWAL_LATENCY_MS = 200;
// The victim's provider is slower, so that it is caught with charges in hand.
const VICTIM_LATENCY_MS = 1_500;

const workDir = mkdtempSync(join(tmpdir(), 'shop-cluster-'));
const started = Date.now();
const step = (label) =>
  console.info(`\n▶ ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
let cluster;
let smtp;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
const sql = (text, values) => pool.query(text, values);
try {
  step('Pruned release: a copy of the build with `npm prune --omit=dev`');
  const release = makePrunedRelease(join(workDir, 'release'));
  smtp = await startSmtpStandIn();
  cluster = await startCluster({
    release,
    workDir,
    databaseUrl: process.env.DATABASE_URL,
    smtpUrl: smtp.url,
    // The offline provider as far away as a real one, for the renewal fan-out below.
    workerEnv: { OFFLINE_PROVIDER_LATENCY_MS: String(RENEWAL_LATENCY_MS) },
  });
  const context = { cluster, smtp, sql, release };

  step('A whole purchase through nginx; a worker delivers its emails');
  const bought = await checks.wholePurchase(context);
  step('Prometheus scrapes both web instances and both workers; workers answer their probes');
  const scraped = await checks.scrapeEveryProcess(context);
  console.info(
    `  ${scraped.requests} requests counted by the web instances, ${scraped.delivered} email deliveries by the workers`,
  );
  step('A session made on one instance works on the other');
  await checks.sessionAcrossInstances(context);
  step('One cart checked out on both instances at once: one order, one charge');
  await checks.concurrentCheckouts(context);
  step('Login throttling counted across instances, by the address nginx forwards');
  await checks.throttleAcrossInstances(context);
  step(
    `${RENEWAL_BOXES} boxes due, provider at ${RENEWAL_LATENCY_MS} ms: a worker SIGKILLed mid-charge, every box charged once`,
  );
  const renewals = await workerKilledDuringRenewals(context, {
    boxes: RENEWAL_BOXES,
    victimLatencyMs: VICTIM_LATENCY_MS,
  });
  console.info(
    `  the victim was killed ${renewals.killAfterSeconds.toFixed(1)} s in, at ${renewals.paidAtKill} paid; ` +
      `all ${RENEWAL_BOXES} paid ${renewals.allPaidAfterKillSeconds.toFixed(1)} s after the kill, none doubled or lost; ` +
      `it was killed holding ${renewals.heldAtKill} charges, each paid once by another worker`,
  );
  step('Rolling restart of both web instances under ~50 requests a second');
  const load = await checks.rollingRestart(context);
  console.info(
    `  ${load.sent} requests, none failed; the slowest answered in ${load.slowest.toFixed(2)} s; ` +
      `ready ${Object.entries(load.readyAfter)
        .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
        .join(', ')} after its start`,
  );
  step('Maintenance mode switched on in the console: both instances obey');
  await checks.maintenanceOnBothInstances(context);
  step('A price change taken by web 1: web 2 serves the new price too');
  await checks.pricedPagesOnEveryInstance(context);
  step('Every line of every process is JSON');
  checks.logsAreJson({ cluster });
  step('No secret in any process log');
  checks.logsKeepSecrets({
    cluster,
    secrets: {
      password: 'long walks in the rain',
      NEXTAUTH_SECRET: cluster.env.NEXTAUTH_SECRET,
      JOBS_SECRET: cluster.env.JOBS_SECRET,
      METRICS_TOKEN: cluster.env.METRICS_TOKEN,
      "buyer's access token": bought.token,
    },
  });
  step('Cluster test passed');
} catch (error) {
  console.error(`\n✖ ${error.stack ?? error}`);
  if (cluster) console.error(`Process logs are in ${cluster.logDir}`);
  process.exitCode = 1;
} finally {
  await cluster?.stop();
  await smtp?.stop();
  await pool.end();
  if (process.exitCode !== 1) rmSync(workDir, { recursive: true, force: true });
}
