import { readAll } from '@/server/db/read-all';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { renewalAttempts } from '@/server/db/schema';
import { shopToday } from '@/domain/delivery-schedule';
import { consoleAlerts, type ConsoleAlert } from '@/domain/console-alerts';
import { JOB_SCHEMA } from '@/server/jobs/job-runtime';
import { QUEUES } from '@/server/jobs/queues';

const HOUR = 3_600_000;
/** Charges the card refused (not a provider outage, nor a bank check still waiting). */
const FAILED_OUTCOMES = [
  'declined',
  'insufficient_funds',
  'processing_error',
  'no_card',
  'authentication_failed',
  'authentication_expired',
];

type Rows<T> = { rows: T[] };

/**
 * Boxes that ship (boxShips: paid, not refunded, cancelled or held) and have not shipped by
 * their delivery date, however long ago that was: a box stays late until it ships or stops
 * shipping. Read from fulfilment's tallies (kept by triggers for exactly those boxes), so the
 * count costs a few rows per past date, not a scan of every paid order.
 */
async function lateBoxes(db: Database, today: string): Promise<number> {
  const result = (await db.execute(sql`
    select (coalesce(sum(amount) filter (where tally = 'boxes'), 0)
      - coalesce(sum(amount) filter (where tally = 'shipped'), 0))::int as boxes
    from fulfilment_tallies
    where tally in ('boxes', 'shipped') and delivery_date <= ${today}
  `)) as unknown as Rows<{ boxes: number }>;
  return Number(result.rows[0]?.boxes ?? 0);
}

/**
 * Jobs of the shop's queues that failed for good in the last 24 hours (pg-boss marks them
 * failed, with completed_on, and sends a copy to the dead-letter queue), from its job table.
 * Nothing when pg-boss has never started on this database.
 */
async function deadJobs(db: Database, now: Date) {
  const names = Object.values(QUEUES);
  const exists = (await db.execute(
    sql`select to_regclass(${`${JOB_SCHEMA}.job`}) is not null as ready`,
  )) as unknown as Rows<{ ready: boolean }>;
  if (!exists.rows[0]?.ready) return [];
  const since = new Date(now.getTime() - 24 * HOUR).toISOString();
  const result = (await db.execute(sql`
    select name as queue, count(*)::int as count from (
      select name, state, completed_on from ${sql.raw(JOB_SCHEMA)}.job
    ) jobs
    where state = 'failed' and completed_on >= ${since}::timestamptz
      and name in ${names}
    group by name order by name
  `)) as unknown as Rows<{ queue: string; count: number }>;
  return result.rows.map((row) => ({ queue: row.queue, count: Number(row.count) }));
}

/** Failed renewal charges in the last 24 hours and in the seven days before them. */
async function failedCharges(db: Database, now: Date) {
  const day = new Date(now.getTime() - 24 * HOUR).toISOString();
  const week = new Date(now.getTime() - 8 * 24 * HOUR).toISOString();
  const result = (await db.execute(sql`
    select
      count(*) filter (where ${renewalAttempts.createdAt} >= ${day}::timestamptz)::int as last24h,
      count(*) filter (where ${renewalAttempts.createdAt} < ${day}::timestamptz)::int as previous
    from ${renewalAttempts}
    where ${renewalAttempts.createdAt} >= ${week}::timestamptz
      and ${renewalAttempts.createdAt} <= ${now.toISOString()}::timestamptz
      and ${renewalAttempts.outcome} in ${FAILED_OUTCOMES}
  `)) as unknown as Rows<{ last24h: number; previous: number }>;
  const row = result.rows[0];
  return { last24h: Number(row?.last24h ?? 0), previous7Days: Number(row?.previous ?? 0) };
}

/** The dashboard's alerts at `now`: three small counts, turned into words by the pure rule. */
export async function dashboardAlerts(db: Database, now: Date): Promise<ConsoleAlert[]> {
  const [late, dead, charges] = await readAll(db, [
    () => lateBoxes(db, shopToday(now)),
    () => deadJobs(db, now),
    () => failedCharges(db, now),
  ]);
  return consoleAlerts({ lateBoxes: late, deadJobs: dead, failedCharges: charges });
}
