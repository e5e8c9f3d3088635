import { PgBoss, type Job, type Queue } from 'pg-boss';
import { serverEnv } from '@/env/server';
import type { Database, DatabaseHandle } from '@/server/db/client';
import type { Subscription } from '@/server/db/listen';
import { configuredTransport, type EmailTransport } from '@/server/email/delivery';
import { reportError } from '@/server/monitoring/report-error';
import { getPaymentProvider, type PaymentProvider } from '@/server/payments';
import { executorFor, executorOn } from './executor';
import { observeJob } from '@/server/observability/job-observer';
import { heldJobsOf } from './held-jobs';
import { listenForOutbox } from './outbox-listener';
import { insertUnits, type UnitJob } from './fan-out';
import {
  cardExpiryJob,
  contactSyncJob,
  customerNoticeJob,
  emailDeliveryJob,
  outboxSweepJob,
  paymentWebhookJob,
  planResumesJob,
  processorErasureJob,
  refundRedriveJob,
  taxRedriveJob,
  opsMetricsJob,
  priceChangeNoticesJob,
  puppyCheckInsJob,
  renewalChargeJob,
  renewalReminderJob,
  renewalsJob,
  talliesFoldJob,
  yearlyRemindersJob,
  type EmailJob,
  type JobDependencies,
  type PaymentWebhookJob,
} from './job-handlers';
import type { ContactSyncJob, JobQueue, ProcessorErasureJob } from './job-queue';
import {
  deadLetterOf,
  JOB_SCHEMA,
  FAN_OUT_QUEUES,
  SUPERVISE_INTERVAL_SECONDS,
  QUEUE_SETTINGS,
  QUEUES,
  slotsFor,
  type QueueName,
} from './queues';
import { clockNow } from '@/server/clock';
import { queueSizesOf, recordWebhookReceipt } from '@/server/observability/ops-gauges';

export { JOB_SCHEMA };

export interface JobRuntimeOptions {
  handle: DatabaseHandle;
  /** Run the handlers (a worker); false only queues work for workers elsewhere. */
  work: boolean;
  clock?: () => Date;
  provider?: PaymentProvider;
  transport?: EmailTransport;
  /** How often an idle worker looks for jobs (pg-boss polls; 2 s by default). */
  pollingIntervalSeconds?: number;
  /** Tests shorten retry delays and expiry; production uses QUEUE_SETTINGS as they are. */
  queueOverrides?: Partial<Record<QueueName, Partial<Queue>>>;
  /** How often pg-boss fails the jobs of dead workers (missed heartbeat, expiry), in seconds
   * (default SUPERVISE_INTERVAL_SECONDS). */
  superviseIntervalSeconds?: number;
  /** Jobs of each fan-out queue this worker runs at once (JOB_CONCURRENCY unless given). */
  concurrency?: number;
}

export interface JobRuntime extends JobQueue {
  boss: PgBoss;
  /** Queues an outbox email's delivery (one job per email however often it is queued). */
  enqueueEmail(outboxId: number): Promise<void>;
  enqueuePaymentEvent(job: PaymentWebhookJob): Promise<void>;
  /** Queues units of work for the fan-out queues (a unit queued already adds nothing). */
  enqueue(jobs: UnitJob[]): Promise<void>;
  /**
   * Queues the renewal finder now (still one at a time across workers): its job id, or null when
   * one is queued already.
   */
  triggerRenewals(): Promise<string | null>;
  stop(): Promise<void>;
}

/** Deadlock, unique violation: what two processes creating the same queue at once may meet. */
const RACE_CODES = new Set(['40P01', '23505']);

/**
 * Workers started together on a new database create the same queues at the same moment, and
 * PostgreSQL may break their deadlock by failing one; that one tries again shortly after.
 */
async function raced(step: () => Promise<void>, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= tries || typeof code !== 'string' || !RACE_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

async function createQueues(boss: PgBoss, overrides: JobRuntimeOptions['queueOverrides'] = {}) {
  for (const name of Object.values(QUEUES)) {
    const { cron: _cron, ...settings } = { ...QUEUE_SETTINGS[name], ...overrides[name] };
    const dead = deadLetterOf(name);
    // The dead-letter queue must exist before the queue that names it.
    await raced(() => boss.createQueue(dead, { policy: 'standard' }));
    await raced(() => boss.createQueue(name, { ...settings, deadLetter: dead }));
    // createQueue leaves an existing queue as it was: bring its settings up to date (all but
    // the policy, which pg-boss fixes at creation).
    const { policy: _policy, ...updatable } = settings;
    await raced(() =>
      boss.updateQueue(name, {
        ...updatable,
        deadLetter: dead,
        heartbeatSeconds: settings.heartbeatSeconds ?? null,
      }),
    );
  }
}

/**
 * Starts pg-boss on the shop's database: creates the queues and, for a worker, the schedules and
 * handlers. Every handler is idempotent, because pg-boss retries a job whose worker died (once
 * its expiry passes) and a job may run again after a partial success.
 */
export async function startJobs(options: JobRuntimeOptions): Promise<JobRuntime> {
  const boss = new PgBoss({
    db: executorFor(options.handle),
    schema: JOB_SCHEMA,
    supervise: options.work,
    schedule: options.work,
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? SUPERVISE_INTERVAL_SECONDS,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? SUPERVISE_INTERVAL_SECONDS,
  });
  boss.on('error', (error: Error) => reportError(error, { where: 'job queue' }));
  await boss.start();
  await createQueues(boss, options.queueOverrides);

  const enqueueEmail = async (outboxId: number) => {
    await boss.send(QUEUES.emailDelivery, { outboxId } satisfies EmailJob, {
      singletonKey: `outbox-${outboxId}`,
    });
  };
  const enqueuePaymentEvent = async (job: PaymentWebhookJob) => {
    // Before the job exists, so a backlog's age is never under-read; the job deletes it.
    await recordWebhookReceipt(options.handle.db, job.event.id);
    await boss.send(QUEUES.paymentWebhook, job, { singletonKey: job.event.id });
  };
  const enqueueContactSync = async (job: ContactSyncJob) => {
    await boss.send(QUEUES.contactSync, job, { singletonKey: `customer-${job.customerId}` });
  };
  const enqueueProcessorErasure = async (job: ProcessorErasureJob, db: Database) => {
    await boss.send(QUEUES.processorErasure, job, {
      singletonKey: `customer-${job.customerId}`,
      db: executorOn(db),
    });
  };
  const enqueue = (jobs: UnitJob[]) => insertUnits(boss, jobs);
  const triggerRenewals = async () =>
    boss.send(QUEUES.renewals, {}, { singletonKey: QUEUES.renewals });

  let outbox: Subscription | undefined;
  if (options.work) {
    const deps: JobDependencies = {
      db: options.handle.db,
      provider: () => options.provider ?? getPaymentProvider(options.handle.db),
      transport: () => options.transport ?? configuredTransport(),
      clock: options.clock ?? (() => clockNow()),
      enqueueEmail,
      enqueue,
    };
    const handlers = {
      [QUEUES.renewals]: renewalsJob(deps),
      [QUEUES.renewalCharges]: renewalChargeJob(deps),
      [QUEUES.renewalReminders]: renewalReminderJob(deps),
      [QUEUES.customerNotices]: customerNoticeJob(deps),
      [QUEUES.emailDelivery]: emailDeliveryJob(deps),
      [QUEUES.outboxSweep]: outboxSweepJob(deps),
      [QUEUES.paymentWebhook]: paymentWebhookJob(deps),
      [QUEUES.contactSync]: contactSyncJob(deps),
      [QUEUES.processorErasure]: processorErasureJob(deps),
      [QUEUES.cardExpiry]: cardExpiryJob(deps),
      [QUEUES.yearlyReminders]: yearlyRemindersJob(deps),
      [QUEUES.priceChangeNotices]: priceChangeNoticesJob(deps),
      [QUEUES.puppyCheckIns]: puppyCheckInsJob(deps),
      [QUEUES.talliesFold]: talliesFoldJob(deps),
      [QUEUES.planResumes]: planResumesJob(deps),
      [QUEUES.refundRedrive]: refundRedriveJob(deps),
      [QUEUES.taxRedrive]: taxRedriveJob(deps),
      [QUEUES.opsMetrics]: opsMetricsJob(deps, queueSizesOf(boss)),
    } as Record<QueueName, (data: never) => Promise<unknown>>;
    const polling = options.pollingIntervalSeconds ?? 2;
    const concurrency = options.concurrency ?? serverEnv().jobConcurrency;
    for (const name of Object.values(QUEUES)) {
      const run = handlers[name];
      const fanOut = FAN_OUT_QUEUES.includes(name);
      // Each of a queue's local workers (slotsFor) runs one job at a time and waits out its
      // polling interval after an empty fetch; a fan-out queue's poll at pg-boss's shortest.
      const work = {
        pollingIntervalSeconds: fanOut ? Math.min(polling, 0.5) : polling,
        localConcurrency: slotsFor(name, concurrency),
      };
      await boss.work(name, work, async ([job]: Job<object>[]) =>
        heldJobsOf(boss).run({ queue: name, id: job!.id, retryCount: job!.retryCount }, () =>
          observeJob(name, job!, () => run(job!.data as never)),
        ),
      );
      const { cron } = QUEUE_SETTINGS[name];
      if (cron) await boss.schedule(name, cron, {}, { tz: 'UTC', singletonKey: name });
    }
    // A worker that starts (after a deploy or a crash) catches up at once instead of waiting
    // for the next quarter hour.
    await triggerRenewals();
    outbox = await listenForOutbox(options.handle, enqueueEmail);
  }

  return {
    boss,
    enqueueEmail,
    enqueuePaymentEvent,
    enqueueContactSync,
    enqueueProcessorErasure,
    enqueue,
    triggerRenewals,
    stop: async () => {
      await outbox?.stop();
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/**
 * The release step's part of pg-boss: installs or migrates its schema through pg-boss's own
 * mechanism (start() migrates, under pg-boss's advisory lock), with no worker, schedule or
 * supervision, so the instances that start after the release find it current.
 */
export async function migrateJobSchema(handle: DatabaseHandle): Promise<void> {
  const boss = new PgBoss({
    db: executorFor(handle),
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
  });
  boss.on('error', (error: Error) => reportError(error, { where: 'job schema migration' }));
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
