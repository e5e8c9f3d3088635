// `npm run bench [-- --duration=10] [-- --connections=20] [-- --pglite]`: throughput and latency
// of the API's customer reads and the home page against the production build, each route next to
// the health route measured in the same run (the machine's noise cancels out of the ratio). A
// report, not a test: it fails only when a route answers errors. Run it alone on the machine
// (`flock /tmp/heavy.lock npm run bench`). On PostgreSQL, the engine production runs: DATABASE_URL's
// database when set, otherwise a throwaway server (scripts/with-postgres.sh) started for the run.
// `--pglite` measures the embedded database instead (a fresh one in .data/bench), for comparison
// only. `-- --large` is another bench: the same reads on a small and a large PostgreSQL database
// side by side (bench-scale.mjs).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
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

const args = process.argv.slice(2);
const pglite = args.includes('--pglite');
if (pglite && args.includes('--large')) {
  console.error('--large runs on PostgreSQL only');
  process.exit(2);
}
if (!pglite && !process.env.DATABASE_URL) rerunWithPostgres();
else if (args.includes('--large')) {
  const { benchAtScale } = await import('./bench-scale.mjs');
  await benchAtScale(args);
} else await benchReads();

/** Without a PostgreSQL server to use, the bench runs itself again inside a throwaway one. */
function rerunWithPostgres() {
  const child = spawn(
    'bash',
    [
      join(root, 'scripts/with-postgres.sh'),
      process.execPath,
      join(root, 'scripts/bench.mjs'),
      ...args,
    ],
    { stdio: 'inherit', cwd: root },
  );
  child.on('exit', (code) => process.exit(code ?? 1));
}

async function benchReads() {
  const option = (name, fallback) => {
    const found = args.find((arg) => arg.startsWith(`--${name}=`));
    return found ? Number(found.split('=')[1]) : fallback;
  };
  const duration = option('duration', 10);
  const connections = option('connections', 20);
  const warmup = option('warmup', 3);

  const env = { NEXT_TELEMETRY_DISABLED: '1', APP_ENV: process.env.APP_ENV ?? 'test' };
  if (pglite) {
    const dataDir = join(root, '.data', 'bench');
    rmSync(dataDir, { recursive: true, force: true });
    env.PGLITE_DIR = join(dataDir, 'pglite');
    env.DATABASE_URL = '';
  }

  await buildAll({ when: { next: buildIsStale(), server: serverBuildIsStale() } });
  await runOrExit('Bench database: migrate', process.execPath, distEntry('db-migrate'), { env });
  await runOrExit('Bench database: seed', process.execPath, distEntry('db-seed'), { env });

  function capture(command, commandArgs) {
    return new Promise((resolve, reject) => {
      const child = spawn(command, commandArgs, {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
    });
  }

  console.info('\n▶ Bench data: customers with pups, carts, orders and plans');
  const setupOut = await capture(bin('tsx'), ['scripts/bench-setup.ts']);
  const fixture = JSON.parse(setupOut.trim().split('\n').pop());

  // The in-process job worker is off: the bench measures the request path, not pg-boss polling.
  const { base, stop } = await startProductionServer({ ...env, WORKER: 'off' });

  const auth = { authorization: `Bearer ${fixture.token}` };
  const recommendationQuery =
    'weight=30&activity_level=normal&is_neutered=true&allergies=beef&full_products=true';
  const routes = [
    ['health', '/api/v3/health/', {}],
    ['GET / (home page)', '/', {}],
    ['customer', `/api/v3/customers/${fixture.customerId}/`, auth],
    ['cart', `/api/v3/customers/${fixture.customerId}/cart/`, auth],
    ['recommendations (pet_id)', `/api/v3/product-recommendations/?pet_id=${fixture.petId}`, auth],
    ['recommendations (query)', `/api/v3/product-recommendations/?${recommendationQuery}`, {}],
    ['subscriptions', '/api/v3/subscriptions/', auth],
  ];

  for (const [name, path, headers] of routes) {
    const response = await fetch(base + path, { headers });
    if (!response.ok) throw new Error(`${name}: ${path} answered ${response.status}`);
  }

  const measure = (path, headers, seconds) =>
    autocannon({ url: base + path, connections, duration: seconds, headers });

  console.info(
    `\n▶ ${connections} connections, ${warmup} s warm-up, then each route ${duration} s in windows alternating with the health route, ` +
      `${pglite ? 'embedded database (PGlite, in process)' : 'PostgreSQL'}`,
  );
  // The machine is shared, so its load drifts during a run: each route is measured in alternating
  // windows with the health route (health, route, health, route) and compared with those windows
  // only, which keeps the ratio honest when the absolute numbers move.
  const windows = 2;
  const windowSeconds = Math.max(1, Math.round(duration / windows));
  const summarize = (results) => ({
    rps: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  });
  const [health, ...others] = routes;
  await measure(health[1], health[2], warmup);
  const rows = [];
  let failed = false;
  for (const [name, path, headers] of others) {
    await measure(path, headers, warmup);
    const healthRuns = [];
    const routeRuns = [];
    for (let round = 0; round < windows; round++) {
      healthRuns.push(await measure(health[1], health[2], windowSeconds));
      routeRuns.push(await measure(path, headers, windowSeconds));
    }
    const base = summarize(healthRuns);
    const own = summarize(routeRuns);
    if (own.errors || base.errors) failed = true;
    rows.push({
      route: name,
      'req/s': Math.round(own.rps),
      'p50 ms': own.p50,
      'p99 ms': own.p99,
      errors: own.errors,
      'health req/s': Math.round(base.rps),
      'health p99': base.p99,
      'req/s ÷ health': (own.rps / base.rps).toFixed(2),
      'p99 ÷ health': (own.p99 / Math.max(base.p99, 1)).toFixed(2),
    });
  }
  console.table(rows);
  console.info(
    `load average (1, 5, 15 min): ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  stop();
  if (failed) {
    console.error('✖ Some requests failed (see the errors column).');
    process.exit(1);
  }
}
