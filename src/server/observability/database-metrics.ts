import { getDb, getDbHandle, type Database } from '@/server/db/client';
import { logger } from './logger';
import type { DatabaseSnapshot, MetricSources } from './metrics';
import { readOpsMarks } from './ops-gauges';

/**
 * What a scrape reads: the two `ops_marks` rows a worker keeps (the gauges it computed within the
 * last minute and the renewal finder's last success), by primary key. Nothing is counted here, so
 * a scrape costs the same at a million orders as at ten, on every instance.
 */
export async function readDatabaseSnapshot(db: Database): Promise<DatabaseSnapshot> {
  return { up: true, marks: await readOpsMarks(db) };
}

export interface SnapshotCacheOptions {
  /** How long one reading answers scrapes (Prometheus scrapes every 15 to 60 s). */
  ttlMs?: number;
  /** A reading that takes longer counts as the database being down. */
  timeoutMs?: number;
  /** Milliseconds on a monotonic clock; injectable for tests. */
  now?: () => number;
}

const DOWN: DatabaseSnapshot = { up: false, marks: {} };

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
