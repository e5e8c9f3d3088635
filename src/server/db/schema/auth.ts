import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed-login counters. The console's staff sign-in counts per account (`account`, a prefixed
 * email) and per client address (`address`) in fixed windows; the shop's customer login counts per
 * address, per account and per account and address (`login_*`, see login-schedule.ts) from their
 * last failure; `bearer`: failed guesses at the jobs and metrics tokens per client address
 * (src/server/auth/bearer-throttle.ts).
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    scope: text('scope', {
      enum: ['account', 'address', 'login_address', 'login_account', 'login_pair', 'bearer'],
    }).notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** The customer login's counters: when the newest failure was (delays run from it). */
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
