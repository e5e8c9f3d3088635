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
import type { PgliteWorkerClient } from './pglite-worker-client';

const pups = pgTable('pups', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  bornAt: timestamp('born_at', { withTimezone: true, mode: 'string' }),
});

// Unwraps drizzle's DrizzleQueryError to the database's own error.
const databaseError = (error: unknown) =>
  ((error as { cause?: unknown }).cause ?? error) as Record<string, unknown>;

let parent: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'pglite-worker-'));
  handle = openPglite(join(parent, 'pglite'), { thread: 'worker' });
  await handle.db.execute(
    sql`create table pups (id integer primary key, name text not null unique, born_at timestamptz)`,
  );
}, 60_000);

afterAll(async () => {
  await handle?.close();
  rmSync(parent, { recursive: true, force: true });
});

describe('PGlite in a worker thread', () => {
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
    expect(String(error?.message)).toMatch(/duplicate key/);
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

  it('holds the database for an open transaction: other queries wait for its end', async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.update(pups).set({ name: 'Rex II' }).where(eq(pups.id, 1));
      await gate;
      order.push('commit');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = handle.db
      .select({ name: pups.name })
      .from(pups)
      .where(eq(pups.id, 1))
      .then(([row]) => order.push(`read ${row?.name}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([transaction, outside]);
    expect(order).toEqual(['commit', 'read Rex II']);
  });

  it('serves the job runtime through exec (several statements) and query', async () => {
    const executor = executorFor(handle);
    const many = await executor.executeSql('select 1 as a; select 2 as b', []);
    expect(many.rows).toEqual([{ b: 2 }]);
    const one = await executor.executeSql('select name from pups where id = $1', [3]);
    expect(one.rows).toEqual([{ name: 'Kept' }]);
    // Drizzle's queries keep timestamps as text; the job runtime's still get PGlite's Dates.
    const bornAt = new Date('2024-02-03T04:05:06Z');
    const dated = await executor.executeSql('select born_at from pups where id = $1', [1]);
    expect(dated.rows).toEqual([{ born_at: bornAt }]);
    const simple = await executor.executeSql('select born_at from pups where id = 1', []);
    expect(simple.rows).toEqual([{ born_at: bornAt }]);
    const [row] = await handle.db.select({ bornAt: pups.bornAt }).from(pups).where(eq(pups.id, 1));
    expect(row?.bornAt).toBe('2024-02-03 04:05:06+00');
  });

  it('keeps the directory to one opener while open', () => {
    expect(() => openPglite(join(parent, 'pglite'), { thread: 'worker' })).toThrow(
      PgliteLockedError,
    );
  });

  it('fails a query whose parameters cannot cross, and runs the same text after it', async () => {
    const client = (handle.db as unknown as { $client: PgliteWorkerClient }).$client;
    await expect(client.query('select $1::text as v', [() => 1])).rejects.toThrow(/clone/);
    const result = await client.query('select $1::text as v', ['ok']);
    expect(result.rows).toEqual([{ v: 'ok' }]);
    expect((await client.query('select $1::text as v', ['again'])).rows).toEqual([{ v: 'again' }]);
  });

  it('prepares a SELECT sent again: same rows and errors, and new columns after a migration', async () => {
    const client = (handle.db as unknown as { $client: PgliteWorkerClient }).$client;
    const read = () =>
      handle.db
        .select()
        .from(pups)
        .where(eq(pups.id, sql.placeholder('id')))
        .prepare('read_pup');
    const first = await read().execute({ id: 1 });
    for (let round = 0; round < 3; round++) expect(await read().execute({ id: 1 })).toEqual(first);
    expect(await read().execute({ id: 3 })).toEqual([{ id: 3, name: 'Kept', bornAt: null }]);
    const statements = await client.query('select statement from pg_prepared_statements', []);
    expect(statements.rows.map((row) => (row as { statement: string }).statement)).toContain(
      'select "id", "name", "born_at" from "pups" where "pups"."id" = $1',
    );
    // A parameter the database refuses fails alike before and after the statement is prepared.
    for (let round = 0; round < 3; round++) {
      const error = await client.query('select name from pups where id = $1', ['x']).then(
        () => null,
        (e: unknown) => e as Record<string, unknown>,
      );
      expect(error).toMatchObject({ code: '22P02' });
    }
    expect((await client.query('select name from pups where id = $1', [3])).rows).toEqual([
      { name: 'Kept' },
    ]);
    const all = 'select * from pups where id = $1';
    for (let round = 0; round < 3; round++) await client.query(all, [3]);
    await client.exec('alter table pups add column nick text');
    expect((await client.query(all, [3])).rows).toEqual([
      { id: 3, name: 'Kept', born_at: null, nick: null },
    ]);
  });

  // Last: it closes the shared database.
  it('refuses queries once closed with "PGlite is closed" (read as unavailable, 503)', async () => {
    await handle.close();
    const error = await handle.db.execute(sql`select 1`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(databaseError(error).message).toMatch(/PGlite is closed/);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
