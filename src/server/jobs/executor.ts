import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, type Db } from 'pg-boss';
import type { Pool } from 'pg';
import type { Database, DatabaseHandle } from '@/server/db/client';

/**
 * pg-boss runs on the shop's own connection: the PGlite instance of this process (PGlite serves
 * one process, and its queries wait for any open transaction, so jobs and requests never
 * interleave inside one) or the PostgreSQL pool. pg-boss's own PGlite adapter sends its
 * multi-statement migrations through `exec`, as PGlite requires.
 */
export function executorFor(handle: DatabaseHandle): Db {
  if (handle.driver === 'pglite') {
    return fromPglite((handle.db as unknown as { $client: PGlite }).$client);
  }
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  return {
    // pg's result as it is: pg-boss sends some commands as several statements in one text
    // (its supervision and background migrations) and reads the array of results pg answers.
    executeSql: (text: string, values: unknown[] = []) =>
      pool.query(text, values) as Promise<{ rows: unknown[] }>,
  };
}

/**
 * pg-boss on a Drizzle database or transaction (its `db` option of send), through pg-boss's own
 * Drizzle adapter: a job queued through a transaction commits with it or not at all, so a worker
 * never meets work whose rows are not there yet, and work rolled back leaves no job behind.
 */
export function executorOn(db: Database): Db {
  return fromDrizzle(db as unknown as Parameters<typeof fromDrizzle>[0], sql);
}
