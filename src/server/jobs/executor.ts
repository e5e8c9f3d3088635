import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import type { Pool } from 'pg';
import type { DatabaseHandle } from '@/server/db/client';

/**
 * pg-boss speaks SQL through `executeSql`. It runs on the shop's own connection: the PGlite
 * instance of this process (PGlite serves one process, and its queries wait for any open
 * transaction, so jobs and requests never interleave inside one) or the PostgreSQL pool.
 */
export function executorFor(handle: DatabaseHandle): PgBoss.Db {
  if (handle.driver === 'pglite') {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    return {
      async executeSql(text: string, values: unknown[] = []) {
        // pg-boss sends its migrations as one multi-statement text without parameters, which
        // PGlite only accepts through exec (the simple query protocol).
        if (values.length === 0) {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        const result = await client.query(text, values);
        return { rows: result.rows };
      },
    };
  }
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await pool.query(text, values);
      return { rows: result.rows };
    },
  };
}
