import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { MIGRATIONS_FOLDER } from '@/server/db/migrate';
import { migrationsBehind } from '@/server/db/migration-status';
import { isDraining, isWarming } from '@/server/startup/draining';

export type ReadinessCheck = 'serving' | 'database' | 'migrations';

export interface Readiness {
  status: 'ready' | 'not_ready';
  checks: {
    /**
     * `warming` while a fresh web process loads its pages and opens its pool; `draining` once the
     * process was asked to stop (SIGTERM): send no more requests here.
     */
    serving: 'ok' | 'warming' | 'draining';
    database: 'ok' | 'unreachable';
    /** `behind`: this build has a migration the database lacks (the release step has not run). */
    migrations: 'ok' | 'behind' | 'unknown';
  };
  /** The checks that failed; empty when ready. */
  failed: ReadinessCheck[];
}

/**
 * Whether this instance should get traffic (a load balancer's readiness probe), unlike the
 * liveness route, which only says the process answers. Reads only; never throws.
 */
export async function checkReadiness(
  db: Database,
  { migrationsFolder = MIGRATIONS_FOLDER, draining = isDraining(), warming = isWarming() } = {},
): Promise<Readiness> {
  const checks: Readiness['checks'] = {
    serving: draining ? 'draining' : warming ? 'warming' : 'ok',
    database: 'ok',
    migrations: 'unknown',
  };
  try {
    await db.execute(sql`select 1`);
  } catch {
    checks.database = 'unreachable';
  }
  if (checks.database === 'ok') {
    try {
      checks.migrations = (await migrationsBehind(db, migrationsFolder)) ? 'behind' : 'ok';
    } catch {
      checks.database = 'unreachable';
    }
  }
  const failed = (Object.keys(checks) as ReadinessCheck[]).filter(
    (name) => checks[name] !== 'ok' && checks[name] !== 'unknown',
  );
  return { status: failed.length ? 'not_ready' : 'ready', checks, failed };
}
