import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stampedAt } from './stamped-at';
import { customers } from './customers';
import { orders, payments } from './commerce';

/**
 * Card payments the cardholder disputed with their bank (Stripe's `charge.dispute.*` webhooks,
 * read back from the provider). The order it paid for is marked disputed, and the customer's
 * plans wait with their next charge until an owner decides (subscriptions.charge_hold).
 */
export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    providerId: text('provider_id').notNull().unique(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** The provider's status: needs_response, under_review, won, lost, … */
    status: text('status').notNull(),
    /** When the bank must have the shop's evidence. */
    evidenceDueBy: timestamp('evidence_due_by', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (table) => [index('disputes_customer_id_idx').on(table.customerId)],
);

export type DisputeRow = typeof disputes.$inferSelect;
