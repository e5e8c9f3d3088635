import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stampedAt } from './stamped-at';
import { orders, payments } from './commerce';
import { refunds } from './care';
import { staff } from './staff';
import type { TaxJurisdictionLine } from '@/domain/tax';

/** One line of an order as an edit saw it (before) or made it (after). Cents. */
export interface OrderEditLine {
  pet_id: number | null;
  sku: string;
  product_type: string;
  product_name: string;
  quantity: number;
  unit_cents: number;
  total_cents: number;
}

export interface OrderEditTotals {
  subtotal: number;
  discount: number;
  credit: number;
  tax: number;
  shipping: number;
  total: number;
}

export interface OrderEditAfter {
  lines: OrderEditLine[];
  totals: OrderEditTotals;
  tax: {
    id: string;
    provider: 'offline' | 'stripe';
    jurisdictions: TaxJurisdictionLine[];
    incomplete: boolean;
  };
}

/**
 * Staff edits of an order's recipes and extras before it is packed. The row is written before
 * any money moves (status 'pending'), keyed by the page's idempotency key, so a retried click
 * resumes the same charge or refund instead of making a second one. `paymentId` is the extra
 * charge of an edit that raised the total (it counts as paid for the order in refunds and
 * claims); `refundId` the refund of one that lowered it (its lines name the old lines, which the
 * edit replaced, so refund limits leave it out of the new lines' sums).
 */
export const orderEdits = pgTable(
  'order_edits',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The request the key stands for: the same key with other contents is refused. */
    requestFingerprint: text('request_fingerprint').notNull(),
    /** pending → applied; 'declined' when the extra charge was refused (nothing changed). */
    status: text('status', { enum: ['pending', 'applied', 'declined'] })
      .notNull()
      .default('pending'),
    before: jsonb('before').$type<{ lines: OrderEditLine[]; totals: OrderEditTotals }>().notNull(),
    /** The new lines and totals, with the tax provider's calculation they were priced with. */
    after: jsonb('after').$type<OrderEditAfter>().notNull(),
    /** New total minus old: charged when positive, refunded when negative (0 for a box not charged yet). */
    differenceCents: integer('difference_cents').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    refundId: integer('refund_id').references(() => refunds.id),
    createdAt: stampedAt('created_at'),
  },
  (table) => [index('order_edits_order_id_idx').on(table.orderId)],
);
