import { boolean, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { staff } from './staff';

/**
 * The shop-wide maintenance switch: one row (id 1, seeded off by its migration), so every web
 * instance reads the same answer. Owners flip it in the console (audited); `MAINTENANCE_MODE`
 * in an instance's environment still forces that instance on, whatever the row says.
 */
export const maintenanceSwitch = pgTable(
  'maintenance_switch',
  {
    id: integer('id').primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    /** Null until someone first changes it. */
    changedBy: integer('changed_by').references(() => staff.id),
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (table) => [check('maintenance_switch_single_row', sql`${table.id} = 1`)],
);

export type MaintenanceSwitchRow = typeof maintenanceSwitch.$inferSelect;
