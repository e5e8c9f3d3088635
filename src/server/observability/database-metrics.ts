import { sql } from 'drizzle-orm';
import { getDb, getDbHandle, type Database } from '@/server/db/client';
import { JOB_SCHEMA } from '@/server/jobs/queues';
import { logger } from './logger';
import type { DatabaseSnapshot, MetricSources } from './metrics';

type Rows<T> = { rows: T[] };

/**
 * Three aggregates: outbox emails by state (with whether pg-boss's table exists yet), renewal
 * orders by status, and unfinished or failed jobs by queue and state. pg-boss's table is read
 * directly (job-runtime's JOB_SCHEMA) so a scrape needs no job runtime: a web
 * server that only serves requests reports the queues too.
 */
export async function readDatabaseSnapshot(db: Database): Promise<DatabaseSnapshot> {
  const outbox = (await db.execute(sql`
    select
      (count(*) filter (where sent_at is not null))::int as sent,
      (count(*) filter (where sent_at is null and last_error is not null))::int as failed,
      (count(*) filter (where sent_at is null and last_error is null))::int as pending,
      to_regclass(${`${JOB_SCHEMA}.job`}) is not null as has_jobs
    from outbox_emails
  `)) as unknown as Rows<{ sent: number; failed: number; pending: number; has_jobs: boolean }>;
  const renewals = (await db.execute(sql`
    select status, count(*)::int as count from orders where kind = 'renewal' group by status
  `)) as unknown as Rows<{ status: string; count: number }>;
  const { has_jobs: hasJobs, ...emails } = outbox.rows[0]!;
  const jobs = hasJobs
    ? ((await db.execute(sql`
        select name as queue, state::text as state, count(*)::int as count
        from ${sql.raw(JOB_SCHEMA)}.job where state in ('created', 'retry', 'active', 'failed')
        group by name, state
      `)) as unknown as Rows<{ queue: string; state: string; count: number }>)
    : { rows: [] };
  return { up: true, emails, renewals: renewals.rows, jobs: jobs.rows };
}

export interface SnapshotCacheOptions {
  /** How long one reading answers scrapes (Prometheus scrapes every 15 to 60 s). */
  ttlMs?: number;
  /** A reading that takes longer counts as the database being down. */
  timeoutMs?: number;
  /** Milliseconds on a monotonic clock; injectable for tests. */
  now?: () => number;
}

const DOWN: DatabaseSnapshot = {
  up: false,
  jobs: [],
  renewals: [],
  emails: { sent: 0, failed: 0, pending: 0 },
};

/**
 * Wraps a reading so that scrapes share it for `ttlMs` (every gauge of one scrape, and scrapes
 * from several Prometheus servers), and so that a database that fails or hangs gives `up: false`
 * instead of failing the scrape.
 */
export function cachedSnapshot(
  read: () => Promise<DatabaseSnapshot>,
  { ttlMs = 5000, timeoutMs = 3000, now = () => performance.now() }: SnapshotCacheOptions = {},
): () => Promise<DatabaseSnapshot> {
  let cached: { at: number; snapshot: Promise<DatabaseSnapshot> } | undefined;
  const readSafely = async (): Promise<DatabaseSnapshot> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<DatabaseSnapshot>((resolve) => {
      timer = setTimeout(() => resolve(DOWN), timeoutMs);
      timer.unref();
    });
    try {
      return await Promise.race([read(), timeout]);
    } catch (error) {
      logger().warn({ component: 'metrics', err: error }, 'Metrics could not read the database');
      return DOWN;
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    const at = now();
    if (!cached || at - cached.at >= ttlMs) cached = { at, snapshot: readSafely() };
    return cached.snapshot;
  };
}

/**
 * The scrape-time sources of the process's configured database: cached aggregates, and the
 * PostgreSQL pool's use (none on the embedded database).
 */
export function databaseMetricSources(options?: SnapshotCacheOptions): MetricSources {
  return {
    database: cachedSnapshot(() => readDatabaseSnapshot(getDb()), options),
    pool: () => getDbHandle().poolUse?.(),
  };
}
