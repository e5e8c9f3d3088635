import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Pool } from 'pg';
import type { Database, DatabaseHandle } from '@/server/db/client';

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

/**
 * pg-boss's parameterised text (`$1`, `$2`, … each possibly used more than once) as a Drizzle
 * query: every placeholder becomes a bound parameter of its own, in order.
 */
export function withParams(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * pg-boss on a Drizzle database or transaction (its `db` option of send): a job queued through a
 * transaction commits with it or not at all, so a worker never meets work whose rows are not
 * there yet, and work rolled back leaves no job behind.
 */
export function executorOn(db: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = (await db.execute(withParams(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
