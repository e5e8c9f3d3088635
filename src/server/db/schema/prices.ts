import { sql } from 'drizzle-orm';
import {
  check,
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
import { staff } from './staff';

export const PRICE_ITEM_KINDS = ['recipe', 'addon'] as const;

/**
 * The price list, with effective dates (issue 35): the one source of what a recipe (cents per
 * 1,000 kcal) or an add-on (cents per unit) costs on a day of the shop's calendar. A row is in
 * force from `effective_from` until the next live row of the same item; a scheduled change is
 * cancelled by stamping `cancelled_at` (rows are never deleted, so the list keeps its history).
 */
export const prices = pgTable(
  'prices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: PRICE_ITEM_KINDS }).notNull(),
    /** A recipe's key or an add-on's sku. */
    item: text('item').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** A day on the shop's calendar (src/domain/shop-time.ts), not an instant. */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** Null for the prices the migration carried over from the code's catalogue. */
    createdBy: integer('created_by').references(() => staff.id),
    createdAt: stampedAt('created_at'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => staff.id),
  },
  (table) => [
    // One live price per item and day: two owners scheduling the same day cannot both win.
    uniqueIndex('prices_live_item_day')
      .on(table.kind, table.item, table.effectiveFrom)
      .where(sql`${table.cancelledAt} is null`),
    index('prices_effective_from').on(table.effectiveFrom),
    check('prices_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

export type PriceRow = typeof prices.$inferSelect;
