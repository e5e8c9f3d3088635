import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed-login counters per account (lower-case email) and per client address; `bearer`: failed
 * guesses at the jobs and metrics tokens per client address (src/server/auth/bearer-throttle.ts).
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    scope: text('scope', { enum: ['account', 'address', 'bearer'] }).notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
