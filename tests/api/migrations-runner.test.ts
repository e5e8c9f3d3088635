import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, runMigrations } from '@/server/db/migrate';
import { useTestDatabase } from '../helpers/test-db';

type Rows<T> = { rows: T[] };

/** The committed migrations plus one concurrent file, as a release would carry them. */
function foldersWithConcurrentIndex(): string {
  const folder = join(mkdtempSync(join(tmpdir(), 'migrations-')), 'drizzle');
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  writeFileSync(
    join(folder, 'concurrent', '9999_test.sql'),
    [
      '-- an index on a table that holds data, built without blocking its writes',
      'CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_runner_test_idx" ON "orders" ("status");',
    ].join('\n--> statement-breakpoint\n'),
  );
  return folder;
}

describe('runMigrations: drizzle’s migrations, then the concurrent statements', () => {
  const database = useTestDatabase();
  const indexState = async () =>
    (
      (await database.db().execute(sql`
        select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relname = 'orders_runner_test_idx'
      `)) as unknown as Rows<{ valid: boolean }>
    ).rows;

  it('builds a concurrent index outside the transaction, again after a failed build, and lets go of its lock', async () => {
    const folder = foldersWithConcurrentIndex();
    await runMigrations(database.handle(), folder);
    expect(await indexState()).toEqual([{ valid: true }]);

    // What a build cut off halfway leaves behind: the index, marked invalid.
    await database.db().execute(sql`
      update pg_index set indisvalid = false
      where indexrelid = 'orders_runner_test_idx'::regclass
    `);
    await runMigrations(database.handle(), folder);
    expect(await indexState()).toEqual([{ valid: true }]);

    const locks = (await database.db().execute(sql`
      select count(*)::int as held from pg_locks where locktype = 'advisory'
    `)) as unknown as Rows<{ held: number }>;
    expect(locks.rows[0]?.held).toBe(0);
    await database.db().execute(sql`drop index "orders_runner_test_idx"`);
  });
});
