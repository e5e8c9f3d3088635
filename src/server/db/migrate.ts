import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Pool, PoolClient } from 'pg';
import type { DatabaseHandle, Schema } from './client';

export const MIGRATIONS_FOLDER = resolve(process.cwd(), 'drizzle');

// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_KEY = 74_120_501;

/**
 * A migration waits this long for a table's lock and then fails, instead of queueing every write
 * to that table behind itself while a long transaction holds it (a release is retried; a blocked
 * checkout is lost). Statements are bounded too; a concurrent index build is not (it blocks no
 * writes, and on a large table it takes long).
 */
const LOCK_TIMEOUT = '5s';
const STATEMENT_TIMEOUT = '5min';

/**
 * The statements of drizzle/concurrent/*.sql (file name order, split at drizzle-kit's
 * `--> statement-breakpoint`): CREATE INDEX CONCURRENTLY and the like, which PostgreSQL refuses
 * inside a transaction, so drizzle's migrator (one transaction) cannot run them.
 */
export function concurrentStatements(migrationsFolder: string): string[] {
  const folder = join(migrationsFolder, 'concurrent');
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.sql'));
  } catch {
    return [];
  }
  return names
    .sort()
    .flatMap((name) => readFileSync(join(folder, name), 'utf8').split('--> statement-breakpoint'))
    .map((statement) => statement.trim())
    .filter((statement) => statement.replace(/--.*$/gm, '').trim().length > 0);
}

/** An index a failed concurrent build left INVALID: dropped so the build runs again. */
function invalidIndexOf(statement: string): string | undefined {
  return /create\s+(?:unique\s+)?index\s+concurrently\s+if\s+not\s+exists\s+"?([\w]+)"?/i.exec(
    statement,
  )?.[1];
}

async function runConcurrent(
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>,
  migrationsFolder: string,
) {
  for (const statement of concurrentStatements(migrationsFolder)) {
    const index = invalidIndexOf(statement);
    if (index) {
      const { rows } = await query(
        `select 1 from pg_index i join pg_class c on c.oid = i.indexrelid
         where c.relname = $1 and not i.indisvalid`,
        [index],
      );
      if (rows.length > 0) await query(`drop index concurrently if exists "${index}"`);
    }
    await query(statement);
  }
}

/**
 * Applies the committed migrations: drizzle-kit's (drizzle/*.sql, in one transaction), then the
 * concurrent statements (drizzle/concurrent/, each alone, idempotent). On PostgreSQL it all runs
 * on one connection that holds an advisory lock for the whole run, so instances that start
 * together take turns, and the lock is released by the session that took it.
 */
export async function runMigrations(
  handle: DatabaseHandle,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    await runConcurrent((text, values) => client.query(text, values), migrationsFolder);
    return;
  }
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  const client: PoolClient = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      // After the advisory lock: waiting for another instance's migration is not a lock timeout.
      await client.query(`set lock_timeout = '${LOCK_TIMEOUT}'`);
      await client.query(`set statement_timeout = '${STATEMENT_TIMEOUT}'`);
      await migratePg(drizzlePg(client), { migrationsFolder });
      await client.query('set statement_timeout = 0');
      await runConcurrent((text, values) => client.query(text, values), migrationsFolder);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    // The session's settings go with it: the connection is not returned to the pool.
    client.release(true);
  }
}
