import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed-login counters per account (lower-case email) and per client address. */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    scope: text('scope', { enum: ['account', 'address'] }).notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
