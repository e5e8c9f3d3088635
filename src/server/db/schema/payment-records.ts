import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { stampedAt } from './stamped-at';
import { customers } from './customers';

/**
 * The offline payment provider's own records (it plays Stripe's part when no keys are set):
 * payment intents, setup intents, payment methods and customers with Stripe's ids and shapes.
 */
export const offlinePaymentObjects = pgTable('offline_payment_objects', {
  id: text('id').primaryKey(),
  object: text('object').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
});

/** Provider webhook events already handled: each is processed once. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: stampedAt('processed_at'),
});

/** Idempotency keys for writes that must not double (checkout, confirms). */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  status: integer('status'),
  response: jsonb('response'),
  createdAt: stampedAt('created_at'),
});
