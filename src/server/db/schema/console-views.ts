import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedAt } from './stamped-at';
import { staff } from './staff';

/**
 * A console list's filters a staff member saved under a name, to open again: their own, never
 * shared. Saving a name again replaces its filters.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    list: text('list', { enum: ['customers', 'subscriptions'] }).notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (table) => [
    uniqueIndex('saved_views_staff_list_name_idx').on(table.staffId, table.list, table.name),
    index('saved_views_staff_id_idx').on(table.staffId, table.id),
  ],
);

export type SavedViewRow = typeof savedViews.$inferSelect;
