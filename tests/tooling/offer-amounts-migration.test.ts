import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The hand-written part of the money-amounts migration turns each offer's old amount (numeric, two
 * decimals) into whole cents or basis points. Run on the offers table as the migration's
 * generated part leaves it (new columns added, old one still there), with rows the old code wrote.
 */
const DRIZZLE = path.join(process.cwd(), 'drizzle');
const journal = JSON.parse(readFileSync(path.join(DRIZZLE, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>;
};
const MARK = '-- hand-written (keep at merge)';

function handWrittenOfferStatements(): string[] {
  const entry = journal.entries.find((candidate) => candidate.tag.endsWith('money-amounts'));
  const sql = readFileSync(path.join(DRIZZLE, `${entry!.tag}.sql`), 'utf8');
  return sql
    .slice(sql.indexOf(MARK))
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /"offers"/.test(statement));
}

describe('offer amounts migration', () => {
  let db: PGlite;
  // A new PGlite runs initdb: seconds on a busy machine, so in the hook, not the test.
  beforeAll(async () => {
    db = await PGlite.create();
  });
  afterAll(() => db.close());

  it('copies every old amount exactly into cents or basis points', async () => {
    await db.exec(`create table offers (
      code text primary key,
      category text not null,
      type text not null,
      amount numeric(10, 2),
      amount_cents integer,
      percent_bps integer
    )`);
    await db.exec(`insert into offers (code, category, type, amount) values
      ('EIGHTH', 'MARKETING', 'PERCENT_AMOUNT', 12.5),
      ('TINY', 'MARKETING', 'PERCENT_AMOUNT', 0.4),
      ('THIRD', 'MARKETING', 'CATEGORY_PERCENT_AMOUNT', 33.33),
      ('ALL', 'MARKETING', 'PERCENT_AMOUNT', 140),
      ('DOLLARS', 'REACTIVATION', 'DOLLAR_AMOUNT', 12.99),
      ('ROUND', 'MARKETING', 'DOLLAR_AMOUNT', 20)`);
    const statements = handWrittenOfferStatements();
    expect(statements.length).toBeGreaterThan(1);
    for (const statement of statements) await db.exec(statement);
    const { rows } = await db.query<{
      code: string;
      amount_cents: number | null;
      percent_bps: number | null;
    }>('select code, amount_cents, percent_bps from offers order by code');
    expect(rows).toEqual([
      { code: 'ALL', amount_cents: null, percent_bps: 10_000 },
      { code: 'DOLLARS', amount_cents: 1299, percent_bps: null },
      { code: 'EIGHTH', amount_cents: null, percent_bps: 1250 },
      { code: 'ROUND', amount_cents: 2000, percent_bps: null },
      { code: 'THIRD', amount_cents: null, percent_bps: 3333 },
      { code: 'TINY', amount_cents: null, percent_bps: 40 },
    ]);
    // From now on a row carries the amount of its type and no other.
    await expect(
      db.exec(
        `insert into offers (code, category, type, amount_cents) values ('BAD', 'MARKETING', 'PERCENT_AMOUNT', 500)`,
      ),
    ).rejects.toThrow(/offers_amount_matches_type/);
  });
});
