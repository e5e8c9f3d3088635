import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/server/api/database-errors';
import { executorFor } from '@/server/jobs/executor';
import { openPglite, type DatabaseHandle } from './client';
import { PgliteLockedError } from './pglite-lock';

const pups = pgTable('pups', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  bornAt: timestamp('born_at', { withTimezone: true, mode: 'string' }),
});

// Unwraps drizzle's DrizzleQueryError to the database's own error.
const databaseError = (error: unknown) =>
  ((error as { cause?: unknown }).cause ?? error) as Record<string, unknown>;

let parent: string;
let dataDir: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'pglite-client-'));
  dataDir = join(parent, 'pglite');
  handle = openPglite(dataDir);
  await handle.db.execute(
    sql`create table pups (id integer primary key, name text not null unique, born_at timestamptz)`,
  );
}, 60_000);

afterAll(async () => {
  await handle?.close();
  rmSync(parent, { recursive: true, force: true });
});

describe('PGlite on a data directory, in process', () => {
  it('maps rows through drizzle, keeping timestamps as drizzle wants them', async () => {
    await handle.db.insert(pups).values({ id: 1, name: 'Rex', bornAt: '2024-02-03 04:05:06+00' });
    const rows = await handle.db.select().from(pups).where(eq(pups.id, 1));
    expect(rows).toEqual([{ id: 1, name: 'Rex', bornAt: '2024-02-03 04:05:06+00' }]);
  });

  it('reports a unique violation with its PostgreSQL code and constraint', async () => {
    const error = await handle.db
      .insert(pups)
      .values({ id: 2, name: 'Rex' })
      .then(() => null, databaseError);
    expect(error).toMatchObject({ code: '23505', constraint: 'pups_name_key' });
  });

  it('commits a transaction, and rolls one back (savepoints too) when it throws', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(pups).values({ id: 3, name: 'Kept' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(pups).values({ id: 4, name: 'Savepoint' });
          throw new Error('undo the savepoint');
        })
        .catch(() => undefined);
    });
    const failed = handle.db.transaction(async (tx) => {
      await tx.insert(pups).values({ id: 5, name: 'Dropped' });
      throw new Error('undo all');
    });
    await expect(failed).rejects.toThrow('undo all');
    const names = await handle.db.select({ name: pups.name }).from(pups).orderBy(pups.id);
    expect(names.map((row) => row.name)).toEqual(['Rex', 'Kept']);
  });

  it('serves the job runtime through exec (several statements) and query', async () => {
    const executor = executorFor(handle);
    // pg-boss's PGlite adapter runs every statement and hands back their rows together.
    const many = await executor.executeSql('select 1 as a; select 2 as b', []);
    expect(many.rows).toEqual([{ a: 1 }, { b: 2 }]);
    const one = await executor.executeSql('select name from pups where id = $1', [3]);
    expect(one.rows).toEqual([{ name: 'Kept' }]);
    // The job runtime gets PGlite's Dates while drizzle's own queries keep text.
    const dated = await executor.executeSql('select born_at from pups where id = $1', [1]);
    expect(dated.rows).toEqual([{ born_at: new Date('2024-02-03T04:05:06Z') }]);
    const [row] = await handle.db.select({ bornAt: pups.bornAt }).from(pups).where(eq(pups.id, 1));
    expect(row?.bornAt).toBe('2024-02-03 04:05:06+00');
  });

  it('keeps the directory to one opener while open', () => {
    expect(() => openPglite(dataDir)).toThrow(PgliteLockedError);
  });

  it('refuses queries once closed (read as unavailable, 503), and reopens with the data kept', async () => {
    await handle.close();
    const error = await handle.db.execute(sql`select 1`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);

    handle = openPglite(dataDir);
    const names = await handle.db.select({ name: pups.name }).from(pups).orderBy(pups.id);
    expect(names.map((row) => row.name)).toEqual(['Rex', 'Kept']);
  });
});
