import { timestamp } from 'drizzle-orm/pg-core';
import { clockNow } from '../../clock';

/**
 * A row's time stamp (created_at, updated_at...), written on insert from the shop's clock
 * (src/server/clock.ts), not the database's now(): rules read these stamps as the shop's time (a
 * dashboard's last 30 days, a report's window, the hourly reset-email limit, a claim's daily
 * count), and updates already write clockNow(), so a test or the e2e server on a set day gets
 * stamps on that day too. The SQL default stays for rows written by hand (psql, raw SQL).
 */
export const stampedAt = (name: string) =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow().$defaultFn(clockNow);
