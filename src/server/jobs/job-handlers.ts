import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, outboxEmails } from '@/server/db/schema';
import { deliverOutboxEmail, type EmailTransport } from '@/server/email/delivery';
import type { PaymentProvider, ProviderEvent } from '@/server/payments';
import { fulfilmentListStart } from '@/domain/fulfilment-schedule';
import { syncChatContact } from '@/server/services/chat/contact-sync';
import { fulfilmentToday } from '@/server/services/fulfilment/fulfilment-clock';
import { foldPiledTallies } from '@/server/services/fulfilment/fulfilment-tallies';
import { settleBoxContents } from '@/server/services/fulfilment/box-contents-tallies';
import { resumePausedPlans } from '@/server/services/subscriptions/paused-plans';
import { shopToday } from '@/domain/delivery-schedule';
import { handlePaymentEvent } from '@/server/services/webhooks/payment-events';
import { eraseAtProcessors } from '@/server/services/data-rights/processor-erasure';
import { redrivePendingRefunds } from '@/server/services/care/refund-redrive';
import { redriveTaxRecords } from '@/server/tax/tax-redrive';
import type { UnitJob } from './fan-out';
import type { ContactSyncJob, ProcessorErasureJob } from './job-queue';
import { deadLetterOf, QUEUE_SETTINGS, QUEUES } from './queues';
import {
  clearWebhookReceipt,
  GAUGES_MARK,
  takeOpsSnapshot,
  writeOpsMark,
  type QueueSizes,
} from '@/server/observability/ops-gauges';

export {
  cardExpiryJob,
  customerNoticeJob,
  priceChangeNoticesJob,
  puppyCheckInsJob,
  yearlyRemindersJob,
} from './notice-jobs';
export { renewalChargeJob, renewalReminderJob, renewalsJob } from './renewal-jobs';

export interface JobDependencies {
  db: Database;
  provider: () => PaymentProvider;
  transport: () => EmailTransport;
  /** The time a job takes as now; injected by tests instead of waiting for it. */
  clock: () => Date;
  /** Puts an outbox email on the delivery queue (idempotent per email). */
  enqueueEmail: (outboxId: number) => Promise<void>;
  /** Queues units of work for the fan-out queues; a unit queued already adds nothing. */
  enqueue: (jobs: UnitJob[]) => Promise<void>;
}

export interface EmailJob {
  outboxId: number;
}

/** An email waits this long for its own job before the sweeper queues it again. */
const SWEEP_AFTER_MS = 2 * 60_000;
const SWEEP_BATCH = 200;
/** Rows past their retries have a dead job waiting for a person; the sweeper leaves them alone. */
const SWEEP_MAX_ATTEMPTS = (QUEUE_SETTINGS[QUEUES.emailDelivery].retryLimit ?? 0) + 1;

export const emailDeliveryJob = (deps: JobDependencies) => async (data: EmailJob) =>
  // The job is queued once its row committed (sendEmail's announcement goes out on commit), so a
  // row that is not there was withdrawn since: a customer's erasure deletes the emails not yet
  // sent. Nothing is left to deliver, and the job ends there instead of retrying into the
  // dead-letter queue.
  deliverOutboxEmail(deps.db, data.outboxId, deps.transport());

/** Emails written but not delivered (their job lost before it was queued): queue them again. */
export const outboxSweepJob = (deps: JobDependencies) => async () => {
  const stale = await deps.db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        isNull(outboxEmails.sentAt),
        lt(outboxEmails.createdAt, new Date(deps.clock().getTime() - SWEEP_AFTER_MS)),
        lt(outboxEmails.attempts, SWEEP_MAX_ATTEMPTS),
      ),
    )
    .orderBy(asc(outboxEmails.id))
    .limit(SWEEP_BATCH);
  for (const { id } of stale) await deps.enqueueEmail(id);
  return { queued: stale.length };
};

export interface PaymentWebhookJob {
  event: ProviderEvent;
}

/** A verified provider event, applied once (the event id is recorded with its effect). */
export const paymentWebhookJob = (deps: JobDependencies) => async (data: PaymentWebhookJob) => {
  const applied = await handlePaymentEvent(deps.db, deps.provider(), data.event);
  await clearWebhookReceipt(deps.db, data.event.id);
  return applied;
};

/** The customer's details as they are when the job runs, so a late retry sends the latest. */
export const contactSyncJob = (deps: JobDependencies) => async (data: ContactSyncJob) => {
  const [customer] = await deps.db
    .select({ id: customers.id, email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, data.customerId));
  return customer ? syncChatContact(customer) : 'skipped';
};

/** A deleted account's data at the payment provider and Intercom (idempotent, see the service). */
export const processorErasureJob = (deps: JobDependencies) => (data: ProcessorErasureJob) =>
  eraseAtProcessors(deps.provider(), data);

/**
 * Folds the fulfilment tallies of the dates the console lists (two weeks back on) whose rows
 * piled up, so the console's reads stay small without ever writing themselves.
 */
export const talliesFoldJob = (deps: JobDependencies) => async () => ({
  // First the boxes whose contents were not known when written (or whose recipes changed).
  settled: await settleBoxContents(deps.db),
  folded: await foldPiledTallies(deps.db, fulfilmentListStart(fulfilmentToday(deps.clock()))),
});

/** Resumes plans paused until a date, in time for their first box back. */
export const planResumesJob = (deps: JobDependencies) => async () => ({
  resumed: await resumePausedPlans(deps.db, shopToday(deps.clock())),
});

/** Card refunds a provider outage left pending, driven on under their own keys. */
export const refundRedriveJob = (deps: JobDependencies) => async () =>
  redrivePendingRefunds(deps.db, deps.provider(), deps.clock());

/** The operations gauges, stored for every instance's scrape (observability/ops-gauges.ts). */
export const opsMetricsJob = (deps: JobDependencies, queueSizes: QueueSizes) => async () => {
  const queues = Object.values(QUEUES).flatMap((queue) => [queue, deadLetterOf(queue)]);
  const snapshot = await takeOpsSnapshot(deps.db, queueSizes, queues, deps.clock());
  await writeOpsMark(deps.db, GAUGES_MARK, deps.clock(), { ...snapshot });
  return { queues: snapshot.queues.length };
};

/** Tax transactions and reversals a tax-provider outage left out, recorded under their keys. */
export const taxRedriveJob = (deps: JobDependencies) => async () =>
  redriveTaxRecords(deps.db, deps.clock());
