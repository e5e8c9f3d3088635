import { describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import {
  orders,
  outboxEmails,
  paymentWebhookReceipts,
  payments,
  refunds,
} from '@/server/db/schema';
import { clockNow } from '@/server/clock';
import { opsMetricsJob, renewalsJob, type JobDependencies } from '@/server/jobs/job-handlers';
import { getPaymentProvider } from '@/server/payments';
import { databaseMetricSources } from '@/server/observability/database-metrics';
import { renderMetrics, setMetricSources } from '@/server/observability/metrics';
import { queueSizesOf, readOpsMarks } from '@/server/observability/ops-gauges';
import { createCustomer } from '../factories/customers';
import { SHIPPING } from '../helpers/checkout-fixtures';
import { eventually, useJobRuntimes } from '../helpers/job-runtime';
import { useTestDatabase } from '../helpers/test-db';

const MINUTE = 60_000;

/** The value of one series (`name{labels}`) in the exposition, if present. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const jobDependencies = (db: Database): JobDependencies => ({
  db,
  provider: () => getPaymentProvider(db),
  transport: () => async () => undefined,
  clock: () => clockNow(),
  enqueueEmail: async () => undefined,
  enqueue: async () => undefined,
});

const ago = (ms: number) => new Date(clockNow().getTime() - ms);

/** What an on-call engineer is paged for, each once, beside rows that are fine. */
async function seedTrouble(db: Database, tag: string) {
  const customer = await createCustomer(db);
  const order = (status: 'captured' | 'paid', createdAt: Date) => ({
    customerId: customer.id,
    kind: 'first_box' as const,
    status,
    subtotalCents: 5000,
    totalCents: 5000,
    shippingAddress: SHIPPING,
    deliveryDate: '2030-01-04',
    createdAt,
  });
  const [stuck] = await db
    .insert(orders)
    .values([order('captured', ago(30 * MINUTE)), order('paid', ago(60 * MINUTE))])
    .returning();
  const payment = (id: string, status: 'authorized' | 'succeeded', updatedAt: Date) => ({
    customerId: customer.id,
    kind: 'payment' as const,
    providerId: id,
    clientSecret: `${id}_secret_x`,
    status,
    updatedAt,
  });
  await db
    .insert(payments)
    .values([
      payment(`pi_old_hold_${tag}`, 'authorized', ago(90 * MINUTE)),
      payment(`pi_new_hold_${tag}`, 'authorized', ago(5 * MINUTE)),
      payment(`pi_paid_${tag}`, 'succeeded', ago(90 * MINUTE)),
    ]);
  const refund = (key: string, createdAt: Date) => ({
    orderId: stuck!.id,
    amountCents: 100,
    reason: 'test',
    idempotencyKey: key,
    createdAt,
  });
  await db
    .insert(refunds)
    .values([refund(`late-${tag}`, ago(12 * MINUTE)), refund(`fresh-${tag}`, ago(MINUTE))]);
  await db.insert(outboxEmails).values({
    to: customer.email,
    subject: 'Hello',
    text: 'Hello',
    kind: 'test',
    createdAt: ago(7 * MINUTE),
  });
  const receivedAt = ago(4 * MINUTE);
  await db.insert(paymentWebhookReceipts).values({ eventId: `evt_waiting_${tag}`, receivedAt });
  return { receivedAt };
}

describe('the operations gauges', () => {
  const database = useTestDatabase({ seed: true });
  const startWorker = useJobRuntimes(() => database.handle());

  it('are computed by a worker and read by every scrape without counting again', async () => {
    const db = database.db();
    const { receivedAt } = await seedTrouble(db, 'first');
    // The two handlers a worker runs on their schedules (the gauges every minute, the finder
    // every 15), over pg-boss's own queue sizes.
    const runtime = await startWorker({ work: false });
    const deps = jobDependencies(db);
    await renewalsJob(deps)();
    await opsMetricsJob(deps, queueSizesOf(runtime.boss))();
    const { gauges, renewalFinderAt } = await readOpsMarks(db);
    expect(renewalFinderAt?.getTime()).toBeLessThanOrEqual(clockNow().getTime());
    expect(gauges).toMatchObject({
      firstBoxesChargedWithoutPlan: 1,
      refundsPendingOverTenMinutes: 1,
      cardHoldsOverAnHour: 1,
      outbox: { pending: 1, failed: 0 },
      webhooks: { pending: 1 },
    });

    setMetricSources(databaseMetricSources({ ttlMs: 0 }), { replace: true });
    try {
      // Rows added after the snapshot change nothing until the worker takes the next one.
      await seedTrouble(db, 'second');
      const { text } = await renderMetrics();
      expect(sample(text, 'shop_database_up')).toBe(1);
      expect(sample(text, 'shop_first_box_orders_charged_without_plan')).toBe(1);
      expect(sample(text, 'shop_refunds_pending_over_ten_minutes')).toBe(1);
      expect(sample(text, 'shop_card_holds_over_an_hour')).toBe(1);
      expect(sample(text, 'shop_outbox_emails{state="pending"}')).toBe(1);
      expect(sample(text, 'shop_payment_webhooks_pending')).toBe(1);
      expect(sample(text, 'shop_payment_webhook_oldest_received_timestamp_seconds')).toBe(
        receivedAt.getTime() / 1000,
      );
      expect(sample(text, 'shop_jobs_dead{queue="renewal-charges"}')).toBe(0);
      expect(sample(text, 'shop_job_queue_depth{queue="payment-webhook"}')).toBe(0);
      expect(sample(text, 'shop_ops_snapshot_timestamp_seconds')).toBeGreaterThan(0);
      expect(sample(text, 'shop_renewal_finder_last_success_timestamp_seconds')).toBeGreaterThan(0);
    } finally {
      setMetricSources({}, { replace: true });
    }
  }, 60_000);

  it('count a payment event from its acknowledgement until its job applied it', async () => {
    const db = database.db();
    const queueOnly = await startWorker({ work: false });
    const event = { id: 'evt_receipt_1', type: 'customer.updated', data: { object: {} } };
    await queueOnly.enqueuePaymentEvent({ event });
    const waiting = await db.select().from(paymentWebhookReceipts);
    expect(waiting.map((row) => row.eventId)).toContain('evt_receipt_1');
    await startWorker();
    await eventually(async () => {
      const rows = await db.select().from(paymentWebhookReceipts);
      return !rows.some((row) => row.eventId === 'evt_receipt_1');
    });
  });
});
