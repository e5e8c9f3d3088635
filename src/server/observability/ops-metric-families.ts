import { Gauge, type Registry } from 'prom-client';
import type { OpsMarks, OpsSnapshot } from './ops-gauges';

type Reading = { up: boolean; marks: OpsMarks } | undefined;

const DEAD = /-dead$/;
const seconds = (iso: string) => Date.parse(iso) / 1000;

/**
 * The gauges an alert reads (ops/prometheus/alerts.yml), each from what the scrape read of the
 * database: the snapshot a worker stored (ops-gauges.ts), never a count taken at scrape time.
 * Every process registers them; any scrape (web or worker) answers the same numbers. A snapshot
 * that could not be read leaves the families empty (and `shop_database_up` 0), never stale.
 */
export function registerOpsGauges(registers: Registry[], read: () => Promise<Reading>): void {
  const gauge = <T extends string>(
    name: string,
    help: string,
    labelNames: T[],
    fill: (gauge: Gauge<T>, marks: OpsMarks) => void,
  ) =>
    new Gauge<T>({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        const reading = await read();
        this.reset();
        // A gauge without labels reads 0 after a reset: take the series away instead, so
        // "nothing known" (no snapshot yet, the database unreadable) is absent, not a zero.
        if (labelNames.length === 0) this.remove();
        if (reading?.up) fill(this, reading.marks);
      },
    });
  const fromSnapshot = <T extends string>(
    name: string,
    help: string,
    labelNames: T[],
    fill: (gauge: Gauge<T>, snapshot: OpsSnapshot) => void,
  ) => gauge(name, help, labelNames, (target, marks) => marks.gauges && fill(target, marks.gauges));
  const single = (name: string, help: string, value: (snapshot: OpsSnapshot) => number | null) =>
    fromSnapshot(name, help, [], (target, snapshot) => {
      const current = value(snapshot);
      if (current !== null) target.set(current);
    });

  new Gauge({
    name: 'shop_database_up',
    help: '1 when the scrape could read the stored gauges from the database, 0 when it could not.',
    registers,
    async collect() {
      const reading = await read();
      this.reset();
      if (reading) this.set(reading.up ? 1 : 0);
    },
  });
  single(
    'shop_ops_snapshot_timestamp_seconds',
    'When a worker last stored the operations gauges (the ops-metrics job, every minute).',
    (s) => seconds(s.takenAt),
  );
  fromSnapshot(
    'shop_job_queue_depth',
    'Jobs waiting to run (new or waiting for a retry), from pg-boss’s queue sizes.',
    ['queue'],
    (g, s) => s.queues.forEach((q) => !DEAD.test(q.queue) && g.set({ queue: q.queue }, q.queued)),
  );
  fromSnapshot('shop_job_queue_active', 'Jobs running now.', ['queue'], (g, s) =>
    s.queues.forEach((q) => !DEAD.test(q.queue) && g.set({ queue: q.queue }, q.active)),
  );
  fromSnapshot(
    'shop_jobs_dead',
    'Jobs out of retries, waiting in the queue’s dead-letter queue for a person.',
    ['queue'],
    (g, s) =>
      s.queues.forEach(
        (q) => DEAD.test(q.queue) && g.set({ queue: q.queue.replace(DEAD, '') }, q.queued),
      ),
  );
  fromSnapshot(
    'shop_renewal_orders',
    'Renewal orders waiting on the customer: declined (payment_failed), awaiting_authentication.',
    ['outcome'],
    (g, s) => {
      g.set({ outcome: 'declined' }, s.renewals.declined);
      g.set({ outcome: 'awaiting_authentication' }, s.renewals.awaitingAuthentication);
    },
  );
  fromSnapshot(
    'shop_outbox_emails',
    'Outbox emails not sent: pending, or failed (last attempt failed).',
    ['state'],
    (g, s) => {
      g.set({ state: 'pending' }, s.outbox.pending);
      g.set({ state: 'failed' }, s.outbox.failed);
    },
  );
  single(
    'shop_outbox_oldest_unsent_timestamp_seconds',
    'When the oldest email not sent yet was written; absent when every email is sent.',
    (s) => (s.outbox.oldestUnsentAt ? seconds(s.outbox.oldestUnsentAt) : null),
  );
  single(
    'shop_first_box_orders_charged_without_plan',
    'First-box orders charged over 20 minutes ago whose plans and lines are not written.',
    (s) => s.firstBoxesChargedWithoutPlan,
  );
  single(
    'shop_refunds_pending_over_ten_minutes',
    'Card refunds still pending at the provider ten minutes after they were asked.',
    (s) => s.refundsPendingOverTenMinutes,
  );
  single(
    'shop_card_holds_over_an_hour',
    'Card holds (authorized, not captured or released) older than an hour.',
    (s) => s.cardHoldsOverAnHour,
  );
  single(
    'shop_payment_webhooks_pending',
    'Payment-provider events acknowledged and not applied yet.',
    (s) => s.webhooks.pending,
  );
  single(
    'shop_payment_webhook_oldest_received_timestamp_seconds',
    'When the oldest payment event not applied yet was received; absent when none waits.',
    (s) => (s.webhooks.oldestReceivedAt ? seconds(s.webhooks.oldestReceivedAt) : null),
  );
  gauge(
    'shop_renewal_finder_last_success_timestamp_seconds',
    'When the renewal finder last finished (it runs every 15 minutes and when a worker starts).',
    [],
    (g, marks) => marks.renewalFinderAt && g.set(marks.renewalFinderAt.getTime() / 1000),
  );
}
