// `npm run bench:renewals [-- --n=10000 --latency=300 --workers=1,2,4 --concurrency=8 --kill]`:
// renewals fanned out over worker processes, on a throwaway PostgreSQL (the npm script runs this
// under scripts/with-postgres.sh). Seeds N boxes due today once into a template database; each run
// gets a fresh copy of it, starts W `npm run worker` processes (the offline provider answering
// after --latency ms ± 20%, JOB_CONCURRENCY=--concurrency) and waits until every box is paid.
// Prints per run: wall time, charges per second, and the SQL check that every due box has
// exactly one order and one capture at the provider. --kill SIGKILLs one worker (of two or more)
// halfway; the rest must still charge every box once (the dead worker's boxes within about a
// minute: their jobs expire and are retried once the order's short lease is over), and the run
// prints how long after the kill the last of them was done.
// A report: it exits 1 only when a box is doubled or lost, or a run does not finish.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DEFAULT_JOB_CONCURRENCY } from '@/env/server';
import { openPostgres } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { runSeed } from '@/server/db/seed';
import {
  boxCheck,
  databaseNow,
  progress,
  takenOver,
  type BoxCheck,
  type TakenOver,
} from './bench-renewals-check';
import { seedDueBoxes } from './bench-renewals-seed';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const count = Number(option('n', '10000'));
const latency = Number(option('latency', '300'));
const workerCounts = option('workers', '1,2,4').split(',').map(Number);
const concurrency = Number(option('concurrency', String(DEFAULT_JOB_CONCURRENCY)));
const kill = args.includes('--kill');
// Past this without progress a run has stalled (a killed worker's boxes take about a minute).
const STALL_MS = 3 * 60_000;

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('Run it as `npm run bench:renewals` (a throwaway PostgreSQL sets DATABASE_URL).');
  process.exit(2);
}
const urlOf = (name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
async function admin(statement: string) {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const logDir = join(tmpdir(), `bench-renewals-${process.pid}`);
mkdirSync(logDir, { recursive: true });

/**
 * One `npm run worker`, in its own process group so that a kill reaches every process of it. Run
 * as a deployed worker runs (NODE_ENV=production); its standard output, where the local email
 * transport prints each receipt in full in place of sending it, is dropped; errors are kept.
 */
function startWorker(url: string, index: number, run: string): ChildProcess {
  const log = openSync(join(logDir, `${run}-worker-${index}.log`), 'a');
  return spawn('npm', ['run', '--silent', 'worker'], {
    detached: true,
    stdio: ['ignore', 'ignore', log],
    env: {
      ...process.env,
      DATABASE_URL: url,
      NODE_ENV: 'production',
      APP_ENV: 'test',
      WORKER: 'on',
      JOB_CONCURRENCY: String(concurrency),
      OFFLINE_PROVIDER_LATENCY_MS: String(latency),
    },
  });
}

const signal = (child: ChildProcess, name: NodeJS.Signals) => {
  try {
    process.kill(-child.pid!, name);
  } catch {
    // Gone already.
  }
};

async function stopAll(children: ChildProcess[]) {
  const exited = children.map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve();
        else child.once('exit', () => resolve());
      }),
  );
  for (const child of children) signal(child, 'SIGTERM');
  const timer = setTimeout(() => children.forEach((child) => signal(child, 'SIGKILL')), 20_000);
  await Promise.all(exited);
  clearTimeout(timer);
}

interface RunResult extends BoxCheck {
  workers: number;
  wallSeconds: number;
  chargingSeconds: number;
  killed: boolean;
  finished: boolean;
  recovery: TakenOver | null;
}

async function run(workers: number, template: string, delivery: string): Promise<RunResult> {
  const name = `bench_run_${workers}w`;
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name} template ${template}`);
  const url = urlOf(name);
  const handle = openPostgres(url);
  const started = Date.now();
  const children = Array.from({ length: workers }, (_, index) => startWorker(url, index, name));
  let killed = false;
  let killedAt: Date | null = null;
  let last = { paid: 0, at: started };
  let finished = false;
  try {
    for (;;) {
      await sleep(1000);
      const { paid } = await progress(handle.db);
      if (paid > last.paid) last = { paid, at: Date.now() };
      if (kill && !killed && workers > 1 && paid >= count / 2) {
        signal(children[0]!, 'SIGKILL');
        killedAt = await databaseNow(handle.db);
        killed = true;
        console.info(`  ${name}: worker 0 SIGKILLed at ${paid} paid`);
      }
      if (paid >= count) {
        finished = true;
        break;
      }
      if (Date.now() - last.at > STALL_MS) break;
      if ((Date.now() - started) % 15_000 < 1000)
        console.info(
          `  ${name}: ${paid}/${count} paid after ${Math.round((Date.now() - started) / 1000)} s`,
        );
    }
    const wallSeconds = (Date.now() - started) / 1000;
    await stopAll(children);
    const check = await boxCheck(handle.db, delivery);
    const recovery = killedAt ? await takenOver(handle.db, killedAt) : null;
    return { workers, wallSeconds, killed, finished, recovery, ...check };
  } finally {
    await stopAll(children);
    await handle.close();
  }
}

async function main() {
  const template = 'bench_renewals_template';
  await admin(`drop database if exists ${template} with (force)`);
  await admin(`create database ${template}`);
  const handle = openPostgres(urlOf(template));
  let delivery: string;
  try {
    await runMigrations(handle);
    await runSeed(handle.db);
    delivery = await seedDueBoxes(handle.db, count);
  } finally {
    await handle.close();
  }
  console.info(
    `\n▶ ${count} due boxes, provider latency ${latency} ms ± 20%, JOB_CONCURRENCY=${concurrency}, ` +
      `workers ${workerCounts.join(', ')}${kill ? ', one worker SIGKILLed halfway' : ''} (logs in ${logDir})`,
  );
  const results: RunResult[] = [];
  for (const workers of workerCounts) {
    const result = await run(workers, template, delivery);
    results.push(result);
    console.info(`  ${workers} worker(s): ${result.wallSeconds.toFixed(0)} s, ${result.ok} ok`);
  }
  const base = results.find((result) => result.workers === 1);
  console.table(
    results.map((result) => ({
      workers: result.workers,
      'wall s': Math.round(result.wallSeconds),
      'charges/s': +(result.ok / result.wallSeconds).toFixed(1),
      'x 1 worker': base ? +(base.wallSeconds / result.wallSeconds).toFixed(2) : '',
      'charging s': Math.round(result.chargingSeconds),
      'one order + one capture': result.ok,
      doubled: result.doubled,
      lost: result.lost,
      killed: result.killed ? 'yes' : '',
      'taken over': result.recovery?.jobs ?? '',
      'last done after kill s': result.recovery?.seconds?.toFixed(1) ?? '',
    })),
  );
  console.info(
    `load average (1, 5, 15 min): ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const bad = results.filter((result) => !result.finished || result.doubled || result.lost);
  if (bad.length) {
    console.error('✖ Some boxes were doubled or lost, or a run did not finish.');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
