import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import metricsRoute from '@/pages/api/metrics';
import { resetServerEnvForTests } from '@/env/server';
import { setProcessJobs } from '@/server/jobs/process-jobs';
import { databaseMetricSources } from '@/server/observability/database-metrics';
import { setMetricSources } from '@/server/observability/metrics';
import { customerReadyToPay } from '../helpers/checkout-fixtures';
import { useRoute } from '../helpers/call-route';
import { useJobRuntimes } from '../helpers/job-runtime';
import { renewNextBox, usePurchaseRoutes } from '../helpers/purchase-routes';
import { useTestDatabase } from '../helpers/test-db';

const TOKEN = 'scrape-me-please-0123456789';

/** The value of one series (`name{labels}`) in the exposition, if present. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  const database = useTestDatabase({ seed: true });
  const scrape = useRoute(metricsRoute, { observe: true });
  const purchase = usePurchaseRoutes();
  const startJobs = useJobRuntimes(() => database.handle());

  const withToken = (token: string | undefined) => {
    vi.stubEnv('METRICS_TOKEN', token);
    resetServerEnvForTests();
  };
  beforeAll(() => {
    // Read this file's database at every scrape, not another file's cached reading.
    setMetricSources(databaseMetricSources({ ttlMs: 0 }), { replace: true });
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    resetServerEnvForTests();
    setMetricSources({}, { replace: true });
  });

  it('does not exist without METRICS_TOKEN', async () => {
    withToken(undefined);
    const response = await scrape({ url: '/api/metrics/', token: TOKEN });
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('shop_');
  });

  it('answers 401 without the bearer token or with a wrong one, 405 to other methods', async () => {
    withToken(TOKEN);
    const missing = await scrape({ url: '/api/metrics/' });
    expect(missing.status).toBe(401);
    expect(missing.json).toMatchObject({ code: 'not_authenticated' });
    const basic = await scrape({
      url: '/api/metrics/',
      headers: { authorization: `Basic ${TOKEN}` },
    });
    expect(basic.status).toBe(401);
    const wrong = await scrape({ url: '/api/metrics/', token: `${TOKEN}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ code: 'token_not_valid' });
    expect(wrong.text).not.toContain('shop_');
    const post = await scrape({ method: 'POST', url: '/api/metrics/', token: TOKEN });
    expect(post.status).toBe(405);
  });

  it('reports every family after a purchase and a renewal', async () => {
    withToken(TOKEN);
    // A web server that queues for workers elsewhere: emails wait in the queue.
    setProcessJobs(await startJobs({ work: false }));
    const db = database.db();
    const { customer, token, cart } = await customerReadyToPay(db);
    await purchase(customer.id, token, cart.cart_id);
    expect(await renewNextBox(db, customer.id)).toMatchObject({ charged: 1 });

    const response = await scrape({ url: '/api/metrics/', token: TOKEN });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('x-request-id')).toBeTruthy();
    const text = response.text;
    const checkout = 'route="/api/v3/customers/[id]/checkout",method="POST",status="200"';
    expect(sample(text, `shop_http_requests_total{${checkout}}`)).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, `shop_http_request_duration_seconds_count{${checkout}}`),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_checkout_outcomes_total{outcome="placed"}')).toBeGreaterThanOrEqual(
      1,
    );
    // No worker has stored the operations gauges yet: the scrape counts nothing itself.
    expect(sample(text, 'shop_database_up')).toBe(1);
    expect(sample(text, 'shop_ops_snapshot_timestamp_seconds')).toBeUndefined();
    expect(text).not.toContain('shop_outbox_emails{');
    for (const family of [
      'shop_jobs_total counter',
      'shop_job_duration_seconds histogram',
      'shop_job_queue_active gauge',
      'shop_jobs_dead gauge',
      'shop_card_holds_over_an_hour gauge',
      'shop_database_pool_connections gauge',
      'shop_database_pool_max gauge',
    ])
      expect(text).toContain(`# TYPE ${family}`);
    if (database.handle().driver === 'pg')
      expect(sample(text, 'shop_database_pool_connections{state="total"}')).toBeGreaterThanOrEqual(
        1,
      );
  });
});
