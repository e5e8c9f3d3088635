import { date, integer, pgTable } from 'drizzle-orm/pg-core';
import { stampedAt } from './stamped-at';
import { staff } from './staff';

/**
 * How many boxes the kitchen can pack per delivery day when no date says otherwise: one row
 * (id 1), set by owners in the console (audited). Missing until first set: the code's default
 * (src/domain/kitchen-capacity.ts) applies.
 */
export const kitchenCapacity = pgTable('kitchen_capacity', {
  id: integer('id').primaryKey(),
  defaultBoxes: integer('default_boxes').notNull(),
  updatedBy: integer('updated_by').references(() => staff.id),
  updatedAt: stampedAt('updated_at'),
});

/**
 * One row per delivery day that has an owner's override (`boxes`) or has been booked through
 * the capacity check: taking a slot locks the day's row (SELECT ... FOR UPDATE), so two
 * customers racing for the last slot are served one after the other. `boxes` null: the default.
 */
export const deliveryDayCapacity = pgTable('delivery_day_capacity', {
  deliveryDate: date('delivery_date', { mode: 'string' }).primaryKey(),
  boxes: integer('boxes'),
  updatedBy: integer('updated_by').references(() => staff.id),
  updatedAt: stampedAt('updated_at'),
});
