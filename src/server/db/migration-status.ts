import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

// Where drizzle-orm's migrator records what it applied (its defaults, which runMigrations keeps):
// one row per migration, `created_at` holding the journal entry's `when`. The migrator applies
// every journal entry newer than the newest row, so the database is current when its newest row
// is at least the journal's newest entry.
const APPLIED_TABLE = 'drizzle.__drizzle_migrations';

const journalLatest = new Map<string, number>();

/** The `when` of the newest migration this build carries (drizzle-kit's journal). */
function latestInJournal(migrationsFolder: string): number {
  let latest = journalLatest.get(migrationsFolder);
  if (latest === undefined) {
    const journal = JSON.parse(
      readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: Array<{ when: number }> };
    latest = Math.max(0, ...journal.entries.map((entry) => entry.when));
    journalLatest.set(migrationsFolder, latest);
  }
  return latest;
}

type Rows<T> = { rows: T[] };

/**
 * True when this build carries a migration the database has not applied. A database ahead of the
 * build (the next release migrated while this one still serves) counts as current: releases
 * keep their migrations backward compatible. Reads only.
 */
export async function migrationsBehind(db: Database, migrationsFolder: string): Promise<boolean> {
  const wanted = latestInJournal(migrationsFolder);
  const present = (await db.execute(
    sql`select to_regclass(${APPLIED_TABLE}) is not null as present`,
  )) as unknown as Rows<{ present: boolean }>;
  if (!present.rows[0]?.present) return wanted > 0;
  const applied = (await db.execute(
    sql`select coalesce(max(created_at), 0)::text as latest from ${sql.raw(APPLIED_TABLE)}`,
  )) as unknown as Rows<{ latest: string }>;
  return Number(applied.rows[0]?.latest ?? 0) < wanted;
}
