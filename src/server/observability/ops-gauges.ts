import { eq, inArray, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/server/db/client';
import { opsMarks, paymentWebhookReceipts } from '@/server/db/schema';

/**
 * The operations gauges: what an alert needs to know about the database, computed once a minute
 * by one worker (the `ops-metrics` job) and stored in `ops_marks`, so a scrape of any instance
 * reads one row instead of counting the shop's tables. Every count reads a partial index over the
 * few rows it is about (unsent emails, pending refunds, open holds, first boxes in flight, failed
 * renewals), whatever the size of the tables around them.
 */
export interface OpsSnapshot {
  /** When the worker took it (ISO). */
  takenAt: string;
  /** pg-boss's own queue sizes: `queued` (new or waiting for a retry) and `active`. */
  queues: Array<{ queue: string; queued: number; active: number }>;
  renewals: { declined: number; awaitingAuthentication: number };
  outbox: { pending: number; failed: number; oldestUnsentAt: string | null };
  /** First boxes charged ('captured') for over FIRST_BOX_STUCK_MS, their plans not written. */
  firstBoxesChargedWithoutPlan: number;
  refundsPendingOverTenMinutes: number;
  cardHoldsOverAnHour: number;
  webhooks: { pending: number; oldestReceivedAt: string | null };
}

export const GAUGES_MARK = 'gauges';
export const RENEWAL_FINDER_MARK = 'renewal-finder';

/** The checkout's own lease is 15 s and the sweeper runs every 15 minutes: past that, stuck. */
const FIRST_BOX_STUCK_MS = 20 * 60_000;
const REFUND_PENDING_MS = 10 * 60_000;
const HOLD_MS = 60 * 60_000;

/** The sizes of the named queues. */
export type QueueSizes = (queues: string[]) => Promise<OpsSnapshot['queues']>;

/**
 * pg-boss keeps each queue's counts on the queue itself (`getQueues()`, kept current by its
 * monitor on a working instance): no count over the job table.
 */
export function queueSizesOf(boss: Pick<PgBoss, 'getQueues'>): QueueSizes {
  return async (queues) => {
    const counted = new Map((await boss.getQueues(queues)).map((queue) => [queue.name, queue]));
    return queues.map((queue) => ({
      queue,
      queued: counted.get(queue)?.queuedCount ?? 0,
      active: counted.get(queue)?.activeCount ?? 0,
    }));
  };
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const isoOrNull = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();
const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** Reads the gauges (one statement of index-backed counts, then pg-boss's queue sizes). */
export async function takeOpsSnapshot(
  db: Database,
  queueSizes: QueueSizes,
  queues: string[],
  now: Date,
): Promise<OpsSnapshot> {
  const [row] = rowsOf(
    await db.execute(sql`
      select
        (select count(*)::int from orders
          where kind = 'renewal' and status = 'payment_failed') as declined,
        (select count(*)::int from orders
          where kind = 'renewal' and status = 'requires_action') as awaiting,
        (select count(*)::int from outbox_emails
          where sent_at is null and last_error is null) as outbox_pending,
        (select count(*)::int from outbox_emails
          where sent_at is null and last_error is not null) as outbox_failed,
        (select min(created_at) from outbox_emails where sent_at is null) as outbox_oldest,
        (select count(*)::int from orders
          where kind = 'first_box' and status = 'captured'
            and created_at < ${before(now, FIRST_BOX_STUCK_MS)}::timestamptz) as first_box_stuck,
        (select count(*)::int from refunds
          where status = 'pending'
            and created_at < ${before(now, REFUND_PENDING_MS)}::timestamptz) as refunds_pending,
        (select count(*)::int from payments
          where status = 'authorized'
            and updated_at < ${before(now, HOLD_MS)}::timestamptz) as holds,
        (select count(*)::int from payment_webhook_receipts) as webhooks_pending,
        (select min(received_at) from payment_webhook_receipts) as webhook_oldest
    `),
  );
  const count = (name: string) => Number(row?.[name] ?? 0);
  return {
    takenAt: now.toISOString(),
    queues: await queueSizes(queues),
    renewals: { declined: count('declined'), awaitingAuthentication: count('awaiting') },
    outbox: {
      pending: count('outbox_pending'),
      failed: count('outbox_failed'),
      oldestUnsentAt: isoOrNull(row?.outbox_oldest),
    },
    firstBoxesChargedWithoutPlan: count('first_box_stuck'),
    refundsPendingOverTenMinutes: count('refunds_pending'),
    cardHoldsOverAnHour: count('holds'),
    webhooks: {
      pending: count('webhooks_pending'),
      oldestReceivedAt: isoOrNull(row?.webhook_oldest),
    },
  };
}

/** Records a mark (the gauges, or a finder's success) at `at`, replacing the last one. */
export async function writeOpsMark(
  db: Database,
  name: string,
  at: Date,
  data: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insert(opsMarks)
    .values({ name, at, data })
    .onConflictDoUpdate({ target: opsMarks.name, set: { at, data } });
}

export interface OpsMarks {
  gauges?: OpsSnapshot;
  renewalFinderAt?: Date;
}

/** What a scrape reads: the stored gauges and the renewal finder's last success (two rows). */
export async function readOpsMarks(db: Database): Promise<OpsMarks> {
  const rows = await db
    .select()
    .from(opsMarks)
    .where(inArray(opsMarks.name, [GAUGES_MARK, RENEWAL_FINDER_MARK]));
  const gauges = rows.find((row) => row.name === GAUGES_MARK);
  const finder = rows.find((row) => row.name === RENEWAL_FINDER_MARK);
  return {
    ...(gauges ? { gauges: gauges.data as unknown as OpsSnapshot } : {}),
    ...(finder ? { renewalFinderAt: new Date(finder.at) } : {}),
  };
}

/** A payment event acknowledged and queued; its job deletes the row once the event is applied. */
export async function recordWebhookReceipt(db: Database, eventId: string): Promise<void> {
  await db.insert(paymentWebhookReceipts).values({ eventId }).onConflictDoNothing();
}

export async function clearWebhookReceipt(db: Database, eventId: string): Promise<void> {
  await db.delete(paymentWebhookReceipts).where(eq(paymentWebhookReceipts.eventId, eventId));
}
