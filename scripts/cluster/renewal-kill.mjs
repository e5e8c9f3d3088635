// One worker SIGKILLed in the middle of a renewal fan-out: the boxes it held are charged by the
// other workers, each exactly once, within about a minute (the order's lease, the job's expiry).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { bin, root } from '../lib.mjs';
import { waitFor } from './processes.mjs';

/** The renewal benchmark's seed or check (scripts/due-boxes.ts), on the cluster's database. */
function dueBoxes(env, ...args) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin('tsx'), ['scripts/due-boxes.ts', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()))
        : reject(new Error(`scripts/due-boxes.ts ${args.join(' ')} failed (${code})`)),
    );
  });
}

export async function workerKilledDuringRenewals({ cluster, sql }, { boxes, victim }) {
  const env = { DATABASE_URL: cluster.env.DATABASE_URL };
  const { delivery } = await dueBoxes(env, 'seed', String(boxes));
  const paid = async () => {
    const { rows } = await sql(
      `select count(*)::int as n from orders o join subscriptions s on s.id = o.subscription_id
       where o.kind = 'renewal' and o.status = 'paid' and o.renewal_key = 'subscription-' || s.id || '-' || $1`,
      [delivery],
    );
    return rows[0].n;
  };
  // Each worker runs the renewal finder when it starts: a third one now finds the boxes.
  const started = Date.now();
  cluster.startWorker('worker-3');
  await waitFor('half the boxes to be paid', async () => (await paid()) >= boxes / 2, {
    timeoutMs: 90_000,
    everyMs: 100,
  });
  const before = await paid();
  const ended = await cluster.workers.get(victim).stop('SIGKILL');
  assert.equal(ended.signal, 'SIGKILL');
  const killedAt = Date.now();
  const { rows: clock } = await sql('select now() as now');
  cluster.startWorker(`${victim}-replacement`);
  await waitFor('every box to be paid', async () => (await paid()) >= boxes, {
    timeoutMs: 120_000,
    everyMs: 250,
  });
  const recoveredAt = Date.now();
  const check = await dueBoxes(env, 'check', delivery, clock[0].now.toISOString());
  assert.deepEqual(
    { ok: check.ok, doubled: check.doubled, lost: check.lost },
    { ok: boxes, doubled: 0, lost: 0 },
    `every due box has one order and one capture: ${JSON.stringify(check)}`,
  );
  // The kill caught the worker with charges in hand, and another worker finished them.
  assert.ok(check.takenOver.jobs >= 1, 'the killed worker held no charge job');
  return {
    paidAtKill: before,
    killAfterSeconds: (killedAt - started) / 1000,
    allPaidAfterKillSeconds: (recoveredAt - killedAt) / 1000,
    takenOver: check.takenOver,
  };
}
