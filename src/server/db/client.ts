import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool, type PoolConfig } from 'pg';
import { processWide } from '@/server/process-wide';
import { refuseStandInOutsideLocal, serverEnv, type ServerEnv } from '@/env/server';
import { logger } from '@/server/observability/logger';
import { acquirePgliteLock, type PgliteLock } from './pglite-lock';
import { listenOnPostgres, type ListenHandlers, type Subscription } from './listen';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * The one database type: a connection from either driver or a transaction. Drizzle's
 * PgTransaction extends PgDatabase, so the `tx` a `db.transaction(...)` callback gets is a
 * Database as it is, and a service that takes one runs inside its caller's transaction or opens
 * its own (a savepoint inside one). Services and repositories only ever see this type; lint
 * refuses a cast to it (eslint.config.mjs).
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'pg';
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (for metrics). */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
  /** LISTEN for a channel's notifications (NOTIFY from any connection to this database). */
  listen(channel: string, handlers: ListenHandlers): Promise<Subscription>;
};

/** PGlite's own listener: one process, so nothing to reconnect. */
const listenOnPglite =
  (client: PGlite) =>
  async (channel: string, { onMessage }: ListenHandlers): Promise<Subscription> => {
    const unsubscribe = await client.listen(channel, onMessage);
    return { stop: () => unsubscribe() };
  };

// Process-wide: the web server's bundle, Next's page and API runtimes and the instrumentation
// hook share the one database of the process.
const holder = processWide('db.handle', (): { handle?: DatabaseHandle } => ({}));

/**
 * An in-memory PGlite, empty or restored from a `dumpDataDir()` tarball (fast test set-up);
 * `initDbStartParams` go to initdb when it starts empty.
 */
export function openPgliteInMemory(
  loadDataDir?: Blob,
  options: Pick<PGliteOptions, 'initDbStartParams'> = {},
): DatabaseHandle {
  const client = new PGlite(loadDataDir ? { ...options, loadDataDir } : options);
  return {
    db: drizzlePglite(client, { schema }),
    driver: 'pglite',
    close: () => client.close(),
    listen: listenOnPglite(client),
  };
}

/**
 * PGlite on a data directory, in this process, locked against a second process (PGlite corrupts
 * a directory two processes open); in memory without one.
 */
export function openPglite(dataDir?: string): DatabaseHandle {
  if (!dataDir) return openPgliteInMemory();
  const absolute = resolve(dataDir);
  const lock: PgliteLock = acquirePgliteLock(absolute);
  try {
    mkdirSync(absolute, { recursive: true });
    const client = new PGlite(absolute);
    return {
      db: drizzlePglite({ client, schema }),
      driver: 'pglite',
      listen: listenOnPglite(client),
      close: async () => {
        try {
          await client.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    void lock.release();
    throw error;
  }
}

export type DatabaseTimeouts = ServerEnv['databaseTimeouts'];

/** No limit on a statement, a lock wait or an idle transaction: `db:migrate` only. */
export const NO_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  statementMs: 0,
  lockMs: 0,
  idleInTransactionMs: 0,
};

/**
 * The pool's settings. The three timeouts are sent in each connection's start-up packet, so the
 * server enforces them on every session the pool opens (a runaway query, a lock queue behind a
 * long migration, a transaction a crashed request left open) without a `SET` per checkout.
 */
export function postgresPoolConfig(
  connectionString: string,
  max: number,
  timeouts: DatabaseTimeouts,
): PoolConfig {
  return {
    connectionString,
    max,
    // Fail fast (then 503) rather than hold requests while the server is unreachable.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  };
}

export function openPostgres(
  connectionString: string,
  max: number = serverEnv().databasePoolMax,
  timeouts: DatabaseTimeouts = serverEnv().databaseTimeouts,
): DatabaseHandle {
  const pool = new Pool(postgresPoolConfig(connectionString, max, timeouts));
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', (error) =>
    logger().error({ component: 'database', err: error }, 'PostgreSQL pool error'),
  );
  return {
    db: drizzlePg(pool, { schema }),
    driver: 'pg',
    close: () => pool.end(),
    listen: (channel, handlers) => listenOnPostgres(connectionString, channel, handlers),
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
  };
}

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, else embedded PGlite
 * (local and test only; `env` is the validated environment, given only by tests).
 */
export function openConfiguredDatabase(
  env: ServerEnv = serverEnv(),
  timeouts: DatabaseTimeouts = env.databaseTimeouts,
): DatabaseHandle {
  if (env.databaseUrl) return openPostgres(env.databaseUrl, env.databasePoolMax, timeouts);
  refuseStandInOutsideLocal(env, 'the embedded database (PGlite)', 'DATABASE_URL');
  return openPglite(env.pgliteDir);
}

/** The process-wide database, opened on first use (process-wide, so also across dev reloads). */
export function getDb(): Database {
  holder.handle ??= openConfiguredDatabase();
  return holder.handle.db;
}

export function getDbHandle(): DatabaseHandle {
  getDb();
  return holder.handle as DatabaseHandle;
}

export async function closeDb(): Promise<void> {
  const handle = holder.handle;
  holder.handle = undefined;
  await handle?.close();
}

/** Tests install their own fresh database. */
export function setDbForTests(handle: DatabaseHandle | undefined): void {
  holder.handle = handle;
}
