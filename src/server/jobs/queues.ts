import type PgBoss from 'pg-boss';

/**
 * Every queue the shop runs, in one place: what it does, how often it is scheduled and how it
 * retries. A queue whose retries run out moves its job to `<name>-dead`, where it waits for a
 * person (the jobs endpoint lists dead jobs and retries them).
 */
export const QUEUES = {
  /** Checkouts cut off halfway (`sweepCheckouts`), then renewal reminders, due boxes and
   * declined-charge retries (`runRenewals`). */
  renewals: 'renewals',
  /** Delivers one outbox email (`deliverOutboxEmail`). */
  emailDelivery: 'email-delivery',
  /** Re-queues outbox emails that were written but never handed to a delivery job. */
  outboxSweep: 'outbox-sweep',
  /** Applies a verified payment-provider event (`handlePaymentEvent`). */
  paymentWebhook: 'payment-webhook',
  /** Creates or updates a customer's Intercom contact (`syncChatContact`). */
  contactSync: 'contact-sync',
  /** Daily: customers whose card on file runs out before their next box (`sendCardExpiryWarnings`). */
  cardExpiry: 'card-expiry-warnings',
  /** Daily: the yearly reminder of each plan around its anniversary (`sendYearlyReminders`). */
  yearlyReminders: 'yearly-reminders',
  /** Daily: boxes that will cost more for a reason the customer did not choose (`sendPriceChangeNotices`). */
  priceChangeNotices: 'price-change-notices',
  /** Daily: the monthly weigh-in reminder of each growing puppy (`sendPuppyCheckIns`). */
  puppyCheckIns: 'puppy-check-ins',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const deadLetterOf = (name: QueueName) => `${name}-dead`;

type QueueSettings = Omit<PgBoss.Queue, 'name' | 'deadLetter'> & {
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

export const QUEUE_SETTINGS: Record<QueueName, QueueSettings> = {
  // Stately: one run at a time across every worker and at most one waiting, so two workers never
  // charge the same box (the renewal service is idempotent besides, claiming each order with a
  // conditional update).
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
  // The daily notices: stately singletons like the renewals (one run at a time across workers;
  // each email is also claimed once per key, so a rerun or an overlap sends nothing twice).
  // 14:00 UTC is the morning in the shop's time zones.
  [QUEUES.cardExpiry]: DAILY_NOTICE,
  [QUEUES.yearlyReminders]: DAILY_NOTICE,
  [QUEUES.priceChangeNotices]: DAILY_NOTICE,
  // Daily at 15:00 UTC (10 or 11 am Eastern), one run at a time; each pup is marked per month
  // with its email, so a rerun or a second worker sends nothing twice.
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
};
