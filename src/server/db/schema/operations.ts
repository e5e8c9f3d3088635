import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stampedAt } from './stamped-at';

/**
 * What the operations gauges read, written by one worker at a time (docs/operations.md, "Logs and
 * metrics"): `gauges` is the last snapshot of the database's state (ops-metrics job, every
 * minute), `renewal-finder` the last time the renewal finder finished. Any instance's scrape
 * reads these few rows instead of counting the shop's tables itself.
 */
export const opsMarks = pgTable('ops_marks', {
  name: text('name').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
});

/**
 * Payment-provider events acknowledged (queued) and not applied yet: a row is written when the
 * webhook is answered and deleted when its job applies the event, so the oldest row is the age of
 * the webhook backlog, read without looking inside pg-boss.
 */
export const paymentWebhookReceipts = pgTable(
  'payment_webhook_receipts',
  {
    eventId: text('event_id').primaryKey(),
    receivedAt: stampedAt('received_at'),
  },
  (table) => [index('payment_webhook_receipts_received_at_idx').on(table.receivedAt)],
);
