import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TaxBreakdown, TaxLevel } from '@/domain/tax';
import { stampedAt } from './stamped-at';
import { orders } from './commerce';
import { staff } from './staff';

/**
 * States the shop is registered to collect sales tax in (nexus). The offline tax provider taxes
 * only these; with Stripe Tax, Stripe's own registrations decide and this table is not read.
 */
export const taxRegistrations = pgTable('tax_registrations', {
  state: text('state').primaryKey(),
  /** Null for the registrations the 0034 migration carried over from the state-rate table. */
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
  createdAt: stampedAt('created_at'),
});

/** The address a calculation was made for (ZIP or ZIP+4). */
export interface TaxAddressRecord {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postal_code: string;
}

/** The offline tax provider's calculations, kept like Stripe keeps its own: they expire. */
export const taxCalculations = pgTable('tax_calculations', {
  id: text('id').primaryKey(),
  address: jsonb('address').$type<TaxAddressRecord>().notNull(),
  result: jsonb('result').$type<TaxBreakdown & { incomplete: boolean }>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: stampedAt('created_at'),
});

/**
 * The offline tax provider's own ledger of transactions and reversals, kept as Stripe Tax keeps
 * its own (the shop's record is `tax_transactions`): it refuses a reference used twice, a
 * reversal of what is not a transaction and a reversal of more than is left. Amounts are the
 * totals, tax included; a reversal's are negative.
 */
export const offlineTaxTransactions = pgTable('offline_tax_transactions', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['transaction', 'reversal'] }).notNull(),
  reference: text('reference').notNull().unique(),
  calculationId: text('calculation_id'),
  originalId: text('original_id'),
  amountCents: integer('amount_cents').notNull(),
  taxCents: integer('tax_cents').notNull(),
  createdAt: stampedAt('created_at'),
});

/**
 * Tax transactions recorded with the provider (both providers: Stripe's ids are kept here too):
 * one per captured order, one reversal per refund that gave tax back. `taxCents` is negative
 * for a reversal. `reference` is unique, so a retried capture or refund records once.
 */
export const taxTransactions = pgTable(
  'tax_transactions',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['transaction', 'reversal'] }).notNull(),
    provider: text('provider', { enum: ['offline', 'stripe'] }).notNull(),
    reference: text('reference').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    calculationId: text('calculation_id'),
    /** A reversal: the transaction it reverses. */
    originalId: text('original_id'),
    refundId: integer('refund_id'),
    taxCents: integer('tax_cents').notNull(),
    /** A transaction: the total it was recorded on, tax included (what a reversal can take back). */
    amountCents: integer('amount_cents'),
    createdAt: stampedAt('created_at'),
  },
  (table) => [index('tax_transactions_order_id_idx').on(table.orderId)],
);

/** An order's tax per jurisdiction, as calculated when it was charged. */
export const orderTaxLines = pgTable(
  'order_tax_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    level: text('level').$type<TaxLevel>().notNull(),
    name: text('name').notNull(),
    /** Parts per million: 8.875% = 88,750 (src/domain/tax.ts). */
    ratePpm: integer('rate_ppm').notNull(),
    taxableCents: integer('taxable_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** True when the provider knew only the state's part of this address's tax. */
    incomplete: boolean('incomplete').notNull().default(false),
  },
  (table) => [index('order_tax_lines_order_id_idx').on(table.orderId)],
);

export type OrderTaxLineRow = typeof orderTaxLines.$inferSelect;
