import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stampedAt } from './stamped-at';
import { customers } from './customers';
import { orders, payments } from './commerce';
import { staff } from './staff';

/**
 * Refunds of a captured order payment. A row is written (status 'pending') under the order's row
 * lock before the provider is asked, so two refunds at once cannot both take the same money; it
 * becomes 'succeeded' with the provider's refund id, or 'failed' (and then no longer counts).
 * `idempotencyKey` comes from the request: a retried click finds its refund instead of a second.
 * A refund to account credit ('credit') has no provider side: it is written 'succeeded' with its
 * credit ledger entry in one transaction (and may have no payment, for a box paid by credit).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id),
    /** Where the money went back: the card charged, or the customer's account credit. */
    destination: text('destination', { enum: ['card', 'credit'] })
      .notNull()
      .default('card'),
    /** The staff member who gave it; null when the customer's own account deletion did. */
    staffId: integer('staff_id').references(() => staff.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    providerRefundId: text('provider_refund_id').unique(),
    failureMessage: text('failure_message'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /**
     * What the request under that key asked (a hash of full/lines/reason): the key again with
     * another request is refused rather than answered with this refund. Null on older rows.
     */
    requestFingerprint: text('request_fingerprint'),
    /**
     * The order edit (order_edits.id) whose difference this refund gives back: its tax is not
     * reversed on its own, since the edit records the box's tax again from its new calculation
     * (src/server/tax/tax-service.ts). No foreign key: order_edits already references refunds.
     */
    orderEditId: integer('order_edit_id'),
    /**
     * Whether the customer gets the refund email when it succeeds; false when the caller's own
     * email tells them (a box cancelled, an edit's difference).
     */
    notify: boolean('notify').notNull().default(true),
    createdAt: stampedAt('created_at'),
  },
  (table) => [
    index('refunds_order_id_idx').on(table.orderId),
    // Pending refunds (the redrive and the ops gauges): a handful among every refund ever made.
    index('refunds_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** What a refund gave back of each line: an order item, or the order's shipping or tax. */
export const refundLines = pgTable(
  'refund_lines',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    /** 'item:<order_items.id>', 'shipping' or 'tax'. */
    line: text('line').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [index('refund_lines_refund_id_idx').on(table.refundId)],
);

/**
 * The account credit ledger: every grant (staff, referral) and every use (a renewal taking it, a
 * failed renewal giving it back) is a row, so the balance is their sum. `customers.credit_cents`
 * is that sum kept at hand, changed in the same transaction as each row.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['grant', 'referral', 'debit', 'restore', 'opening', 'claim', 'refund'],
    }).notNull(),
    /** Positive for a grant or a restore, negative for credit used. */
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull().default(''),
    staffId: integer('staff_id').references(() => staff.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: stampedAt('created_at'),
  },
  (table) => [index('credit_entries_customer_id_idx').on(table.customerId)],
);

/**
 * The owner's daily limits on credit grants: one row (id 1); the defaults in
 * src/domain/credit-limits.ts while it is missing. Changed in the console, audited.
 */
export const creditSettings = pgTable('credit_settings', {
  id: integer('id').primaryKey(),
  perCustomerDailyCents: integer('per_customer_daily_cents').notNull(),
  perAgentDailyCents: integer('per_agent_daily_cents').notNull(),
  updatedBy: integer('updated_by').references(() => staff.id),
  updatedAt: stampedAt('updated_at'),
});

/** Staff notes on a customer: append-only (nothing updates or deletes them). */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    body: text('body').notNull(),
    createdAt: stampedAt('created_at'),
  },
  (table) => [index('staff_notes_customer_id_idx').on(table.customerId)],
);

/** Each charge attempt of a renewal order and how it ended: the failed-payments history. */
export const renewalAttempts = pgTable(
  'renewal_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The dunning outcome (src/server/domain/dunning.ts RenewalOutcome). */
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    amountCents: integer('amount_cents').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** A retry a staff member asked for; null for the renewal job. */
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: stampedAt('created_at'),
  },
  (table) => [
    index('renewal_attempts_order_id_idx').on(table.orderId),
    // The dashboard's failed-payment spike counts the last eight days' attempts.
    index('renewal_attempts_created_at_idx').on(table.createdAt),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
export type CreditEntryRow = typeof creditEntries.$inferSelect;
