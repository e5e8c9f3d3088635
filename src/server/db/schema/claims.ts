import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stampedAt } from './stamped-at';
import { customers } from './customers';
import { orderItems, orders } from './commerce';
import { staff } from './staff';

// The same lists as src/domain/claim-rules.ts (kept literal here for drizzle-kit).
const CLAIM_PROBLEMS = ['missing', 'damaged', 'warm', 'late'] as const;
const CLAIM_REMEDIES = ['credit', 'reship'] as const;
const CLAIM_STATUSES = ['pending', 'approved', 'declined'] as const;

/**
 * A customer's report of a problem with a box and the remedy they chose. 'approved' means the
 * remedy was given (credit entry written, or reship order placed) in the transaction that
 * approved it; 'pending' waits for staff because it was over the operator's limits.
 */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    problem: text('problem', { enum: CLAIM_PROBLEMS }).notNull(),
    remedy: text('remedy', { enum: CLAIM_REMEDIES }).notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    note: text('note').notNull().default(''),
    /** Where the photo is kept (local file name or bucket key); never a public address. */
    photoKey: text('photo_key'),
    photoType: text('photo_type'),
    /** What the affected lines were paid, in cents: the credit given, or the reship's value. */
    amountCents: integer('amount_cents').notNull(),
    /** The zero-priced order that reships the items, once approved. */
    reshipOrderId: integer('reship_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    reshipDate: date('reship_date', { mode: 'string' }),
    declineReason: text('decline_reason'),
    /** Null when the limits approved it on its own. */
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: stampedAt('created_at'),
  },
  (table) => [
    index('claims_customer_created_idx').on(table.customerId, table.createdAt),
    index('claims_status_idx').on(table.status, table.id),
    index('claims_order_id_idx').on(table.orderId),
  ],
);

/** The order lines a claim covers: each order line is claimed once at most (no double remedy). */
export const claimLines = pgTable(
  'claim_lines',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [
    uniqueIndex('claim_lines_order_item_idx').on(table.orderItemId),
    index('claim_lines_claim_id_idx').on(table.claimId),
  ],
);

/**
 * The operator's limits on self-serve remedies: one row (id 1), seeded by the migration with the
 * defaults in src/domain/claim-rules.ts; owners change it in the console (audited).
 */
export const claimSettings = pgTable('claim_settings', {
  id: integer('id').primaryKey(),
  maxClaims: integer('max_claims').notNull(),
  maxRemedyCents: integer('max_remedy_cents').notNull(),
  periodDays: integer('period_days').notNull(),
  windowDays: integer('window_days').notNull(),
  updatedBy: integer('updated_by').references(() => staff.id),
  updatedAt: stampedAt('updated_at'),
});

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimLineRow = typeof claimLines.$inferSelect;
export type ClaimSettingsRow = typeof claimSettings.$inferSelect;
