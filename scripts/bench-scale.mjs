// `npm run bench -- --large [--duration=N] [--connections=N] [--rounds=N] [--only=TEXT]`: the
// same reads (only those whose name contains TEXT, when given) on a
// small and on a large PostgreSQL database, side by side. Two databases on one PostgreSQL server
// (DATABASE_URL's, or the throwaway one bench.mjs starts when it is not set): "small"
// is the seed plus the bench's customers (bench-setup.ts), "large" the same after the large shop
// (bench-seed.ts: 100k customers, 1M orders). One production server per database, both from the
// same build; each read is measured in windows alternating small, large, small, large... so the
// machine's drifting load falls on both sides alike. A read passes when its p50 on the large
// database is within 1.2x of the small one's. Run it alone on the machine.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  buildAll,
  distEntry,
  bin,
  buildIsStale,
  serverBuildIsStale,
  root,
  runOrExit,
  startProductionServer,
} from './lib.mjs';
import { readsOf } from './bench-scale-reads.mjs';

const TARGET = 1.2;

function option(args, name, fallback) {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
}

function databaseUrl(name) {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function createDatabases(names) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    for (const name of names) {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`create database ${name}`);
    }
  } finally {
    await client.end();
  }
}

function capture(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
  });
}

/** Migrates and seeds one database and makes the bench's customers in it; returns their ids. */
async function prepare(side, large) {
  const env = { DATABASE_URL: databaseUrl(`bench_${side}`) };
  await runOrExit(`${side} database: migrate`, process.execPath, distEntry('db-migrate'), { env });
  await runOrExit(`${side} database: seed`, process.execPath, distEntry('db-seed'), { env });
  console.info(
    `\n▶ ${side} database: ${large ? 'the large shop, then ' : ''}the bench's customers`,
  );
  const out = await capture(
    bin('tsx'),
    ['scripts/bench-setup.ts', ...(large ? ['--large'] : [])],
    env,
  );
  return { env, fixture: JSON.parse(out.trim().split('\n').pop()) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchAtScale(args) {
  if (!process.env.DATABASE_URL)
    throw new Error('bench --large needs DATABASE_URL (bench.mjs sets one)');
  const duration = option(args, 'duration', 3);
  const connections = option(args, 'connections', 20);
  const rounds = option(args, 'rounds', 5);
  const env = {
    NEXT_TELEMETRY_DISABLED: '1',
    APP_ENV: process.env.APP_ENV ?? 'test',
    WORKER: 'off',
  };

  await buildAll({ when: { next: buildIsStale(), server: serverBuildIsStale() } });
  await createDatabases(['bench_small', 'bench_large']);
  const small = await prepare('small', false);
  const large = await prepare('large', true);
  const servers = {
    small: await startProductionServer({ ...env, ...small.env }),
    large: await startProductionServer({ ...env, ...large.env }),
  };
  const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const picked = (list) => list.filter((read) => !only || read.name.includes(only));
  const reads = { small: picked(readsOf(small.fixture)), large: picked(readsOf(large.fixture)) };

  // Every read answers on both sides before anything is timed, with as many rows on each.
  for (const side of ['small', 'large'])
    for (const read of reads[side]) {
      const response = await fetch(servers[side].base + read.path, { headers: read.headers });
      if (!response.ok)
        throw new Error(`${side}: ${read.name} (${read.path}) answered ${response.status}`);
      read.rows = read.count(await response.json());
    }

  const measure = (side, read, seconds) =>
    autocannon({
      url: servers[side].base + read.path,
      connections,
      duration: seconds,
      headers: read.headers,
    });
  console.info(
    `\n▶ ${connections} connections; per read ${rounds} rounds of ${duration} s on each side, alternating (after ${duration} s of warm-up each)`,
  );
  const rows = [];
  let errors = 0;
  for (let index = 0; index < reads.small.length; index++) {
    const pair = { small: reads.small[index], large: reads.large[index] };
    const runs = { small: [], large: [] };
    await measure('small', pair.small, duration);
    await measure('large', pair.large, duration);
    for (let round = 0; round < rounds; round++)
      for (const side of ['small', 'large'])
        runs[side].push(await measure(side, pair[side], duration));
    const summary = (side) => ({
      p50: median(runs[side].map((run) => run.latency.p50)),
      p99: median(runs[side].map((run) => run.latency.p99)),
      rps: median(runs[side].map((run) => run.requests.average)),
      errors: runs[side].reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0),
    });
    const [s, l] = [summary('small'), summary('large')];
    errors += s.errors + l.errors;
    const ratio = l.p50 / Math.max(s.p50, 1);
    rows.push({
      read: pair.small.name,
      rows:
        pair.small.rows === pair.large.rows
          ? pair.small.rows
          : `${pair.small.rows} / ${pair.large.rows}`,
      'small p50': s.p50,
      'small p99': s.p99,
      'large p50': l.p50,
      'large p99': l.p99,
      'p50 ratio': ratio.toFixed(2),
      'p99 ratio': (l.p99 / Math.max(s.p99, 1)).toFixed(2),
      'req/s small / large': `${Math.round(s.rps)} / ${Math.round(l.rps)}`,
      [`within ${TARGET}x`]: s.errors || l.errors ? 'errors' : ratio <= TARGET ? 'pass' : 'FAIL',
    });
    console.info(
      `  ${pair.small.name}: p50 ${s.p50} / ${l.p50} ms, p99 ${s.p99} / ${l.p99} ms${s.errors + l.errors ? `, ${s.errors} / ${l.errors} failed` : ''}`,
    );
  }
  console.table(rows);
  console.info(
    `latencies in ms; load average (1, 5, 15 min): ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  servers.small.stop();
  servers.large.stop();
  if (errors) {
    console.error(`✖ ${errors} requests failed.`);
    process.exit(1);
  }
  if (rows.some((row) => row[`within ${TARGET}x`] !== 'pass')) process.exitCode = 1;
}
