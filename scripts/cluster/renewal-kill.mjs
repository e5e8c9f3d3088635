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

/** Renewal orders of `delivery` in the given states, by id. */
async function renewalOrders(sql, delivery, states) {
  const { rows } = await sql(
    `select o.id from orders o join subscriptions s on s.id = o.subscription_id
     where o.kind = 'renewal' and o.status = any($2)
       and o.renewal_key = 'subscription-' || s.id || '-' || $1`,
    [delivery, states],
  );
  return rows.map((row) => row.id);
}

/**
 * The victim is a fresh worker, the only one running while it charges (the others are paused
 * with SIGSTOP, as a frozen machine would be), and its provider answers slowly: so when it is
 * killed, the orders still being charged are provably its own. The others then resume, with a
 * replacement, and must charge every box exactly once, the victim's included.
 */
export async function workerKilledDuringRenewals({ cluster, sql }, { boxes, victimLatencyMs }) {
  const env = { DATABASE_URL: cluster.env.DATABASE_URL };
  const { delivery } = await dueBoxes(env, 'seed', String(boxes));
  const others = [...cluster.workers.values()];
  for (const worker of others) worker.child.kill('SIGSTOP');
  const started = Date.now();
  // Each worker runs the renewal finder when it starts: the victim finds the boxes.
  const victim = await cluster.startWorker('worker-victim', {
    OFFLINE_PROVIDER_LATENCY_MS: String(victimLatencyMs),
  });
  await waitFor(
    'the victim to have paid some boxes and be charging more',
    async () =>
      (await renewalOrders(sql, delivery, ['paid'])).length >= 5 &&
      (await renewalOrders(sql, delivery, ['processing'])).length >= 3,
    { timeoutMs: 90_000, everyMs: 50 },
  );
  const ended = await victim.stop('SIGKILL');
  assert.equal(ended.signal, 'SIGKILL');
  const killedAt = Date.now();
  // Nobody else is running: what is still being charged was in the victim's hands.
  const held = await renewalOrders(sql, delivery, ['processing']);
  const paidAtKill = (await renewalOrders(sql, delivery, ['paid'])).length;
  assert.ok(held.length >= 1, 'the victim was killed holding no charge');
  for (const worker of others) worker.child.kill('SIGCONT');
  await cluster.startWorker('worker-replacement');
  await waitFor(
    'every box to be paid',
    async () => (await renewalOrders(sql, delivery, ['paid'])).length >= boxes,
    { timeoutMs: 120_000, everyMs: 250 },
  );
  const recoveredAt = Date.now();
  const check = await dueBoxes(env, 'check', delivery);
  assert.deepEqual(
    { ok: check.ok, doubled: check.doubled, lost: check.lost },
    { ok: boxes, doubled: 0, lost: 0 },
    `every due box has one order and one capture: ${JSON.stringify(check)}`,
  );
  const paid = await renewalOrders(sql, delivery, ['paid']);
  assert.deepEqual(
    held.filter((id) => !paid.includes(id)),
    [],
    'the orders the victim held were charged by another worker',
  );
  return {
    paidAtKill,
    heldAtKill: held.length,
    killAfterSeconds: (killedAt - started) / 1000,
    allPaidAfterKillSeconds: (recoveredAt - killedAt) / 1000,
  };
}
