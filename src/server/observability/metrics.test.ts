import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedSnapshot } from './database-metrics';
import {
  metrics,
  recordCheckout,
  recordRequest,
  renderMetrics,
  setMetricSources,
  type DatabaseSnapshot,
} from './metrics';

const SNAPSHOT: DatabaseSnapshot = {
  up: true,
  marks: {
    gauges: {
      takenAt: '2027-11-17T15:00:00.000Z',
      queues: [
        { queue: 'email-delivery', queued: 5, active: 1 },
        { queue: 'email-delivery-dead', queued: 2, active: 0 },
        { queue: 'renewals', queued: 0, active: 1 },
      ],
      renewals: { declined: 2, awaitingAuthentication: 0 },
      outbox: { pending: 3, failed: 1, oldestUnsentAt: '2027-11-17T14:50:00.000Z' },
      firstBoxesChargedWithoutPlan: 1,
      refundsPendingOverTenMinutes: 2,
      cardHoldsOverAnHour: 3,
      webhooks: { pending: 0, oldestReceivedAt: null },
    },
    renewalFinderAt: new Date('2027-11-17T14:45:00.000Z'),
  },
};

afterEach(() => setMetricSources({}, { replace: true }));

/** The value of one sample line (`name{labels} value`) in the exposition, if present. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the metrics registry', () => {
  it('is one per process, whichever copy of the module is loaded', async () => {
    vi.resetModules();
    const again = await import('./metrics');
    expect(again.metrics()).toBe(metrics());
    expect(again.metrics().registry).toBe(metrics().registry);
  });

  it('reports the database’s state at scrape time', async () => {
    setMetricSources(
      {
        database: async () => SNAPSHOT,
        pool: () => ({ total: 4, idle: 3, waiting: 0, max: 10 }),
      },
      { replace: true },
    );
    const { contentType, text } = await renderMetrics();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(text, 'shop_database_up')).toBe(1);
    expect(sample(text, 'shop_ops_snapshot_timestamp_seconds')).toBe(1826463600);
    expect(sample(text, 'shop_job_queue_depth{queue="email-delivery"}')).toBe(5);
    expect(sample(text, 'shop_job_queue_active{queue="renewals"}')).toBe(1);
    expect(sample(text, 'shop_jobs_dead{queue="email-delivery"}')).toBe(2);
    expect(text).not.toContain('shop_job_queue_depth{queue="email-delivery-dead"}');
    expect(sample(text, 'shop_renewal_orders{outcome="declined"}')).toBe(2);
    expect(sample(text, 'shop_renewal_orders{outcome="awaiting_authentication"}')).toBe(0);
    expect(sample(text, 'shop_outbox_emails{state="failed"}')).toBe(1);
    expect(sample(text, 'shop_outbox_oldest_unsent_timestamp_seconds')).toBe(1826463000);
    expect(sample(text, 'shop_first_box_orders_charged_without_plan')).toBe(1);
    expect(sample(text, 'shop_refunds_pending_over_ten_minutes')).toBe(2);
    expect(sample(text, 'shop_card_holds_over_an_hour')).toBe(3);
    expect(sample(text, 'shop_payment_webhooks_pending')).toBe(0);
    expect(sample(text, 'shop_payment_webhook_oldest_received_timestamp_seconds')).toBeUndefined();
    expect(sample(text, 'shop_renewal_finder_last_success_timestamp_seconds')).toBe(1826462700);
    expect(sample(text, 'shop_database_pool_connections{state="idle"}')).toBe(3);
    expect(sample(text, 'shop_database_pool_max')).toBe(10);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('reports a database it cannot read as down, without its stale numbers', async () => {
    setMetricSources({ database: async () => SNAPSHOT }, { replace: true });
    await renderMetrics();
    setMetricSources({ database: async () => ({ up: false, marks: {} }) }, { replace: true });
    const { text } = await renderMetrics();
    expect(sample(text, 'shop_database_up')).toBe(0);
    expect(text).toContain('# TYPE shop_job_queue_depth gauge');
    expect(text).not.toContain('shop_job_queue_depth{');
    expect(sample(text, 'shop_renewal_finder_last_success_timestamp_seconds')).toBeUndefined();
    expect(text).not.toContain('shop_database_pool_connections{');
  });

  it('counts requests by route pattern, method and status, and checkouts by outcome', async () => {
    // The registry is the process's: other code in it may have counted the same series already.
    const labels = 'route="/api/v3/customers/[id]/checkout",method="POST",status="200"';
    const series = [
      `shop_http_requests_total{${labels}}`,
      `shop_http_request_duration_seconds_bucket{le="0.25",${labels}}`,
      `shop_http_request_duration_seconds_bucket{le="0.5",${labels}}`,
      'shop_checkout_outcomes_total{outcome="placed"}',
    ];
    const read = async () => {
      const { text } = await renderMetrics();
      return { text, values: series.map((name) => sample(text, name) ?? 0) };
    };
    const before = await read();
    recordRequest('/api/v3/customers/[id]/checkout', 'POST', 200, 0.3);
    recordRequest('/api/v3/customers/[id]/checkout', 'BREW', 405, 0.001);
    recordCheckout('placed');
    const after = await read();
    expect(after.values.map((value, index) => value - before.values[index]!)).toEqual([1, 0, 1, 1]);
    expect(after.text).toContain('method="OTHER"');
  });
});

describe('cachedSnapshot', () => {
  it('answers scrapes from one reading until it is older than its time to live', async () => {
    let time = 0;
    const read = vi.fn(async () => SNAPSHOT);
    const snapshot = cachedSnapshot(read, { ttlMs: 5000, now: () => time });
    await Promise.all([snapshot(), snapshot()]);
    time = 4999;
    await snapshot();
    expect(read).toHaveBeenCalledTimes(1);
    time = 5000;
    await snapshot();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('turns a failing or hanging database into up: false', async () => {
    const failing = cachedSnapshot(() => Promise.reject(new Error('ECONNREFUSED')));
    expect(await failing()).toMatchObject({ up: false });
    const hanging = cachedSnapshot(() => new Promise<DatabaseSnapshot>(() => undefined), {
      timeoutMs: 10,
    });
    expect(await hanging()).toMatchObject({ up: false });
  });
});
