import type { Queue } from 'pg-boss';

/**
 * Every queue the shop runs, in one place: what it does, how often it is scheduled and how it
 * retries. A queue whose retries run out moves its job to `<name>-dead`, where it waits for a
 * person (the jobs endpoint lists dead jobs and retries them).
 */
export const QUEUES = {
  /** The renewal finder: checkouts cut off halfway (`sweepCheckouts`), then one job queued per
   * reminder, due box and order to charge (`findRenewalWork`). */
  renewals: 'renewals',
  /** Delivers one outbox email (`deliverOutboxEmail`). */
  emailDelivery: 'email-delivery',
  /** Re-queues outbox emails that were written but never handed to a delivery job. */
  outboxSweep: 'outbox-sweep',
  /** Applies a verified payment-provider event (`handlePaymentEvent`). */
  paymentWebhook: 'payment-webhook',
  /** Creates or updates a customer's Intercom contact (`syncChatContact`). */
  contactSync: 'contact-sync',
  /** A deleted account's customer at the payment provider and contact at Intercom, deleted
   * after the erasure commits (`eraseAtProcessors`). */
  processorErasure: 'processor-erasure',
  /** Daily finder: customers whose card on file runs out before their next box (`findCardExpiryWarnings`). */
  cardExpiry: 'card-expiry-warnings',
  /** Daily finder: the yearly reminder of each plan around its anniversary (`findYearlyReminders`). */
  yearlyReminders: 'yearly-reminders',
  /** Daily finder: plans to look at for a price the customer did not choose (`findPriceChangeNotices`). */
  priceChangeNotices: 'price-change-notices',
  /** Daily finder: the monthly weigh-in reminder of each growing puppy (`findPuppyCheckIns`). */
  puppyCheckIns: 'puppy-check-ins',
  /** One due box (`renewBox`) or one renewal order to charge again (`chargeOrder`). */
  renewalCharges: 'renewal-charges',
  /** One box's reminder a few days before its charge (`remindBox`). */
  renewalReminders: 'renewal-reminders',
  /** One daily notice: one email to one customer (see the four daily finders above). */
  customerNotices: 'customer-notices',
  /** Folds piled-up fulfilment tallies into one row per key (`foldPiledTallies`). */
  talliesFold: 'fulfilment-tallies-fold',
  /** Daily: plans paused until a date whose first box back is near, resumed (`resumePausedPlans`). */
  planResumes: 'plan-resumes',
  /** Card refunds left pending over ten minutes, asked again or read back (`redrivePendingRefunds`). */
  refundRedrive: 'refund-redrive',
  /** Tax transactions and reversals a failed provider call left out, recorded again (`redriveTaxRecords`). */
  taxRedrive: 'tax-redrive',
  /** Every minute, on one worker: the operations gauges every scrape reads (`takeOpsSnapshot`). */
  opsMetrics: 'ops-metrics',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * pg-boss's schema. Not pg-boss 10's `pgboss`: pg-boss 11 rewrote its tables with no migration
 * from 10, so pg-boss 12 installs afresh in a schema of its own (its documented upgrade path)
 * while instances of the release before keep serving from the old one (docs/operations.md,
 * "Upgrading pg-boss"). Later pg-boss releases migrate this schema in place on start.
 */
export const JOB_SCHEMA = 'job_queue';

export const deadLetterOf = (name: QueueName) => `${name}-dead`;

/** pg-boss's shortest job heartbeat: a charge's worker that died is noticed within it. */
export const CHARGE_HEARTBEAT_SECONDS = 10;

type QueueSettings = Omit<Queue, 'name' | 'deadLetter'> & {
  /** Cron schedule (UTC) for scheduled work, absent for queues fed by the app. */
  cron?: string;
};

const DAILY_NOTICE: QueueSettings = {
  policy: 'stately',
  cron: '0 14 * * *',
  retryLimit: 2,
  retryDelay: 5 * 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

const UNIT_JOB: QueueSettings = {
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
};

/**
 * A box's charge: its worker holds the box's order under a short lease kept alive by a heartbeat
 * while the provider answers (lease-heartbeat.ts), which also guards the order against the
 * customer's own confirm. The job itself beats too (pg-boss's job heartbeat, sent by work() every
 * half interval): a job whose worker died misses its beat and is failed by pg-boss's monitor
 * (every SUPERVISE_INTERVAL_SECONDS) and retried elsewhere after a few seconds, finding the
 * order's lease over and charging it, all within about a minute. The expiry only bounds a live
 * charge that stalls (a provider that never answers); its retry finds the order still held and
 * waits for it: charged once either way.
 */
const CHARGE_JOB: QueueSettings = {
  policy: 'stately',
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  heartbeatSeconds: CHARGE_HEARTBEAT_SECONDS,
  expireInSeconds: 5 * 60,
};

/**
 * How often pg-boss, on one of the workers, looks at the queues: fails the jobs whose worker died
 * (a missed heartbeat or an expiry) and runs the schedules' bookkeeping.
 */
export const SUPERVISE_INTERVAL_SECONDS = 10;

export const QUEUE_SETTINGS: Record<QueueName, QueueSettings> = {
  // The finder: one run at a time across every worker and at most one waiting. It only queries
  // and queues (seconds for 10,000 boxes); the charging is done by the unit jobs below.
  [QUEUES.renewals]: {
    policy: 'stately',
    cron: '*/15 * * * *',
    retryLimit: 2,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  },
  // Stately with the outbox id as singleton key: at most one queued and one running delivery
  // per email. Backoff from 30 s doubles each try (about 16 minutes in all) before the job dies.
  [QUEUES.emailDelivery]: {
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  [QUEUES.outboxSweep]: {
    policy: 'stately',
    cron: '*/5 * * * *',
    retryLimit: 1,
    expireInSeconds: 5 * 60,
  },
  // Keyed by the event id: a provider's redelivery while the first is queued adds nothing.
  [QUEUES.paymentWebhook]: {
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 60,
  },
  // The daily notice finders: stately singletons like the renewal finder (one run at a time
  // across workers); each queues one customer-notices job per email, keyed by that email.
  // 14:00 UTC is the morning in the shop's time zones.
  [QUEUES.cardExpiry]: DAILY_NOTICE,
  [QUEUES.yearlyReminders]: DAILY_NOTICE,
  [QUEUES.priceChangeNotices]: DAILY_NOTICE,
  // Daily at 15:00 UTC (10 or 11 am Eastern), one run at a time; it queues one job per pup and
  // month, and each pup is marked per month with its email, so nothing is sent twice.
  [QUEUES.puppyCheckIns]: {
    policy: 'stately',
    cron: '0 15 * * *',
    retryLimit: 2,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  },
  // Keyed by the customer: edits in quick succession make one sync, of the latest details.
  [QUEUES.contactSync]: {
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 60,
  },
  // Keyed by the customer, queued in the erasure's transaction. Retried with backoff from a
  // minute for about a day (a processor's outage), then dead: the jobs endpoint shows it and a
  // person retries it. Idempotent: what a try deleted already counts as done on the next.
  [QUEUES.processorErasure]: {
    policy: 'stately',
    retryLimit: 10,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  // The unit jobs. Each is queued under a key (the box, the order as seen, the email) as its
  // singleton key on a stately queue: one queued and one running per key, so a finder run twice,
  // or a box queued twice, adds nothing. A unit takes about a second; a reminder or notice expires
  // after minutes, only when its worker died, and is then retried by another worker. A charge
  // expires sooner (CHARGE_JOB): a box must not wait minutes for a dead worker.
  [QUEUES.renewalCharges]: CHARGE_JOB,
  [QUEUES.renewalReminders]: UNIT_JOB,
  [QUEUES.customerNotices]: UNIT_JOB,
  // Every ten minutes, one run at a time: the console's reads sum whatever rows there are, so a
  // late or missed fold only makes them a little slower, never wrong.
  [QUEUES.talliesFold]: {
    policy: 'stately',
    cron: '*/10 * * * *',
    retryLimit: 1,
    expireInSeconds: 5 * 60,
  },
  // Every five minutes, one run at a time (stately: one running, one waiting). Each refund is
  // asked under its own key and changed only while pending, so a run twice refunds nothing twice.
  [QUEUES.refundRedrive]: {
    policy: 'stately',
    cron: '*/5 * * * *',
    retryLimit: 1,
    expireInSeconds: 5 * 60,
  },
  // Every fifteen minutes, one run at a time. Each record is made under its own reference and
  // idempotency key, so a run beside a capture or another run records nothing twice.
  [QUEUES.taxRedrive]: {
    policy: 'stately',
    cron: '*/15 * * * *',
    retryLimit: 1,
    expireInSeconds: 10 * 60,
  },
  // Every minute, one run at a time across the workers; a missed minute only leaves the last
  // snapshot a minute older (its age is a gauge, and an alert of its own).
  [QUEUES.opsMetrics]: {
    policy: 'stately',
    cron: '* * * * *',
    retryLimit: 0,
    expireInSeconds: 60,
  },
  // Daily at 13:00 UTC (8 or 9 am Eastern), one run at a time, before the notices of the day.
  [QUEUES.planResumes]: {
    policy: 'stately',
    cron: '0 13 * * *',
    retryLimit: 2,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  },
};

/**
 * How many jobs of a queue one worker runs at once, given JOB_CONCURRENCY. Renewal charges wait
 * on the payment provider most of their time and get all of it; reminders, notices and email
 * deliveries are mostly database work and get a quarter (each slot polls while idle, so slots
 * that would only poll cost the database without adding throughput). Other queues: one.
 */
export function slotsFor(name: QueueName, concurrency: number): number {
  if (name === QUEUES.renewalCharges) return concurrency;
  if (FAN_OUT_QUEUES.includes(name)) return Math.ceil(concurrency / 4);
  return 1;
}

/** Queues that get many small jobs, polled at pg-boss's shortest interval. */
export const FAN_OUT_QUEUES: QueueName[] = [
  QUEUES.renewalCharges,
  QUEUES.renewalReminders,
  QUEUES.customerNotices,
  QUEUES.emailDelivery,
];
