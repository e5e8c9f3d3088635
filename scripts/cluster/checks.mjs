// What the cluster test proves, one function a claim. Each throws with what it saw on failure.
import assert from 'node:assert/strict';
import { httpFrom, loginFrom } from './http-from.mjs';
import { signInOwner } from './owner.mjs';
import { waitFor } from './processes.mjs';
import { purchase, shopClient } from './shop-client.mjs';
import { steadyLoad } from './steady-load.mjs';

const unique = (label) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@cluster.test`;

/** A whole purchase through the balancer; a worker then delivers its emails over SMTP. */
export async function wholePurchase({ cluster, smtp, sql }) {
  const email = unique('buyer');
  const { order, client } = await purchase(cluster.nginx.base, email);
  assert.equal(order.status, 'paid');
  await waitFor('the workers to deliver the purchase emails', async () => {
    const { rows } = await sql(
      'select count(*)::int as total, count(sent_at)::int as sent from outbox_emails where "to" = $1',
      [email],
    );
    return rows[0].total >= 2 && rows[0].sent === rows[0].total;
  });
  assert.ok(smtp.to(email).length >= 2, `SMTP received ${smtp.to(email).length} emails`);
  return { email, token: client.state.token };
}

/** Signed in through one instance, the same session works on the other. */
export async function sessionAcrossInstances({ cluster }) {
  const [a, b] = [cluster.webs.get('web-a').base, cluster.webs.get('web-b').base];
  const client = shopClient(a);
  await client.register(unique('session'));
  const { customerId } = client.state;
  client.useBase(b);
  const session = await client.call('GET', '/api/auth/session/');
  assert.equal(session.user.id, customerId);
  const customer = await client.call('GET', `/api/v3/customers/${customerId}/`);
  assert.equal(customer.id, customerId);
}

/** One cart checked out on both instances at once: one order, one capture. */
export async function concurrentCheckouts({ cluster, sql }) {
  const [a, b] = [cluster.webs.get('web-a').base, cluster.webs.get('web-b').base];
  const client = shopClient(a);
  await client.register(unique('twice'));
  const cart = await client.fillCart();
  const intent = await client.holdPayment(cart);
  const onA = client.checkout(intent);
  client.useBase(b);
  const onB = client.checkout(intent);
  const answers = await Promise.all([onA, onB]);
  const statuses = answers.map(({ status }) => status).sort();
  assert.ok(statuses.includes(200), `no checkout succeeded: ${statuses}`);
  assert.ok(
    statuses.every((status) => status < 500),
    `a checkout failed: ${statuses}`,
  );
  const id = client.state.customerId;
  const { rows: orders } = await sql(
    'select count(*)::int as n from orders where customer_id = $1',
    [id],
  );
  assert.equal(orders[0].n, 1, 'orders for the cart');
  const { rows: captured } = await sql(
    `select count(*)::int as n from payments where customer_id = $1 and kind = 'payment' and status = 'succeeded'`,
    [id],
  );
  assert.equal(captured[0].n, 1, 'captured payments for the cart');
}

/**
 * Failed logins from one client machine (127.0.0.5), each with a different made-up first hop in
 * X-Forwarded-For, spread by nginx over both instances: the address limit counts them together.
 */
export async function throttleAcrossInstances({ cluster }) {
  const base = cluster.nginx.base;
  let throttledAt = 0;
  for (let attempt = 1; attempt <= 25 && !throttledAt; attempt += 1) {
    const result = await loginFrom(
      '127.0.0.5',
      base,
      unique('nobody'),
      'not the password',
      `10.9.8.${attempt}`,
    );
    if (result.status === 429 || result.error === 'TooManyFailedLoginAttempts')
      throttledAt = attempt;
    // Round robin with two calls per attempt (csrf, login) would send every login to one
    // instance: one more call every other attempt moves the logins between them.
    if (attempt % 2) await httpFrom('127.0.0.5', `${base}/api/v3/health/`);
  }
  // src/server/auth/login-schedule.ts: 10 failures from an address are free, then each one
  // makes it wait 2 s, 4 s, 8 s... So the 12th attempt is refused (the 13th or 14th when the
  // machine is slow enough for a wait to pass between two attempts). Counted by one instance
  // only, the refusal would come near the 22nd.
  assert.ok(
    throttledAt >= 12 && throttledAt <= 14,
    `failed logins from one address are refused from the 12th (after 10 free), got ${throttledAt}`,
  );
  const served = cluster.nginxUpstreamsFor('/api/auth/callback/login/');
  assert.ok(served.size >= 2, `logins reached ${[...served].join(', ')} only`);
  // Another client machine is not affected.
  const other = await loginFrom(
    '127.0.0.6',
    base,
    unique('nobody'),
    'not the password',
    '10.9.9.9',
  );
  assert.ok(other.status < 500 && other.error !== 'TooManyFailedLoginAttempts', 'another address');
}

/** Each web instance stopped (SIGTERM) and started again under ~50 requests a second: no failure. */
export async function rollingRestart({ cluster }) {
  const load = steadyLoad(
    cluster.nginx.base,
    [
      '/api/v3/health/',
      '/api/v3/products/ZOOMIES01/',
      '/api/v3/product-recommendations/?weight=30&activity_level=normal&is_neutered=true&allergies=beef',
    ],
    50,
  );
  await waitFor('the load to warm up', () => load.stats.ok >= 50, { timeoutMs: 20_000 });
  const readyAfter = {};
  for (const name of ['web-a', 'web-b']) {
    const { ended, readyAfterSeconds } = await cluster.restartWeb(name);
    assert.deepEqual(ended, { code: 0, signal: null }, `${name} exit after SIGTERM`);
    readyAfter[name] = readyAfterSeconds;
  }
  const sentBefore = load.stats.sent;
  await waitFor('some load after the restarts', () => load.stats.sent >= sentBefore + 50);
  const stats = await load.stop();
  const counts = new Map();
  for (const failure of stats.failures) counts.set(failure, (counts.get(failure) ?? 0) + 1);
  const failed = [...counts].map(([failure, count]) => `${count} x ${failure}`);
  assert.deepEqual(failed, [], `failed requests during the rolling restart of ${stats.sent}`);
  return { sent: stats.sent, readyAfter, slowest: stats.slowest };
}

const scrape = async (url, token) => {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, `scraping ${url}`);
  return response.text();
};

/** The sum of a metric family's samples matching `labels` (Prometheus text). */
function sampleSum(text, name, labels = {}) {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => have[key] === value))
      sum += Number(match[3]);
  }
  return sum;
}

/**
 * Prometheus' view: every web instance at /api/metrics and every worker at /metrics on its own
 * port (METRICS_TOKEN); the workers report the jobs they ran (the purchase's email deliveries),
 * the web instances the requests they answered. Liveness and readiness answer on both kinds.
 */
export async function scrapeEveryProcess({ cluster }) {
  const token = cluster.env.METRICS_TOKEN;
  const webs = [...cluster.webs.values()];
  const workers = [...cluster.workers.values()];
  let requests = 0;
  for (const { base } of webs) {
    const text = await scrape(`${base}/api/metrics`, token);
    assert.ok(sampleSum(text, 'shop_http_requests_total') > 0, `${base} counted no request`);
    requests += sampleSum(text, 'shop_http_requests_total');
  }
  let delivered = 0;
  for (const { base, name } of workers) {
    assert.equal((await fetch(`${base}/health`)).status, 200, `${name} liveness`);
    assert.equal((await fetch(`${base}/ready`)).status, 200, `${name} readiness`);
    const text = await scrape(`${base}/metrics`, token);
    assert.match(text, /^# TYPE shop_job_duration_seconds histogram$/m, `${name} job histogram`);
    delivered += sampleSum(text, 'shop_jobs_total', {
      queue: 'email-delivery',
      outcome: 'completed',
    });
  }
  assert.ok(delivered >= 2, `the workers report ${delivered} email deliveries`);
  return { requests, delivered };
}

/** No password, token, client secret or server secret in any process's log. */
export function logsKeepSecrets({ cluster, secrets }) {
  const logs = cluster.logs();
  for (const [label, secret] of Object.entries(secrets)) {
    if (secret) assert.ok(!logs.includes(secret), `the logs contain the ${label}`);
  }
  assert.ok(!/pi_\w+_secret_\w+/.test(logs), 'the logs contain a payment client secret');
}

/** Every complete line every web and worker process wrote is one JSON object (docs/operations.md). */
export function logsAreJson({ cluster }) {
  for (const [name, output] of cluster.logsByProcess()) {
    const complete = output
      .slice(0, output.lastIndexOf('\n') + 1)
      .split('\n')
      .filter(Boolean);
    const notJson = complete.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
    assert.deepEqual(notJson, [], `${name} wrote lines that are not JSON`);
  }
}

/** An owner turns maintenance on in the console once: both instances obey; then off again. */
export async function maintenanceOnBothInstances({ cluster, release, sql }) {
  const owner = await signInOwner({ cluster, release, sql });
  const webs = [...cluster.webs.values()];
  const answers = (want) => async () => {
    const statuses = await Promise.all(
      webs.map(async ({ base }) => (await fetch(`${base}/api/v3/products/ZOOMIES01/`)).status),
    );
    return statuses.every((status) => status === want);
  };
  await owner.call('PUT', '/api/admin/maintenance/', { body: { enabled: true } });
  await waitFor('both instances to close the shop', answers(503), { timeoutMs: 10_000 });
  const page = await fetch(`${webs[1].base}/fresh-dog-food/`);
  assert.equal(page.status, 503);
  assert.match(await page.text(), /Under Maintenance/);
  // The console stays open during maintenance, so the owner can open the shop again.
  await owner.call('PUT', '/api/admin/maintenance/', { body: { enabled: false } });
  await waitFor('both instances to open the shop', answers(200), { timeoutMs: 10_000 });
}

/**
 * A price change taken by one instance regenerates the priced pages of the other too (PostgreSQL
 * NOTIFY to every instance, docs/prices.md). The new price is put in force today by SQL, as a
 * scheduled change is at its first moment; the owner's change through web 1 is what tells both.
 */
export async function pricedPagesOnEveryInstance({ cluster, release, sql }) {
  const owner = await signInOwner({ cluster, release, sql });
  const [first, second] = [...cluster.webs.values()];
  const page = async ({ base }) => (await fetch(`${base}/dog-supplements/`)).text();
  // Each instance holds a fresh copy of the page (the build's asks to be regenerated at once),
  // at the price in force: without the announcement it would keep it for up to an hour.
  for (const web of [first, second]) {
    await waitFor(
      `${web.base} to hold a fresh copy of the page`,
      async () => {
        const response = await fetch(`${web.base}/dog-supplements/`);
        return (
          response.headers.get('x-nextjs-cache') === 'HIT' && /\$24\.99/.test(await response.text())
        );
      },
      { timeoutMs: 15_000 },
    );
  }
  await sql(
    `insert into prices (kind, item, amount_cents, effective_from)
     values ('addon', 'ZOOMIES01', 4321, (now() at time zone 'America/New_York')::date)`,
  );
  const { rows } = await sql(
    `select to_char((now() at time zone 'America/New_York')::date + 30, 'YYYY-MM-DD') as day`,
  );
  const direct = shopClient(first.base);
  direct.state.token = owner.state.token;
  await direct.call('POST', '/api/admin/prices/', {
    body: { kind: 'addon', item: 'ZOOMIES01', amount_cents: 2599, effective_from: rows[0].day },
  });
  await waitFor('web 1 to print the new price', async () => /\$43\.21/.test(await page(first)), {
    timeoutMs: 15_000,
  });
  await waitFor('web 2 to print the new price', async () => /\$43\.21/.test(await page(second)), {
    timeoutMs: 15_000,
  });
}
