import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { boxContents } from '@/domain/box-contents';
import { planLineWeeks } from '@/domain/box-lines';
import type { PricedRecipe } from '@/domain/plan-quote';
import { packingRecipes } from './box-views';
import { FOLD_LOCK } from './fulfilment-tallies';

/**
 * The packing rule's answers kept in the database (`box_contents`), so the tallies triggers can
 * count each box's trays and bags per recipe and a date's pick list sums a few dozen rows instead
 * of running the rule over its thousands of plan groups. The rule is pure: a plan's contents
 * change only when the recipes do, so every row is computed for the recipes named in
 * `box_contents_basis`; the pick list trusts the rows only while that is the recipes it reads
 * (fulfilment-service.ts), and the tallies job starts them over when it is not.
 */

type Rows<T> = { rows: T[] };

/** The recipes as the packing rule sees them (the memo keys on the same). */
export function recipesFingerprint(recipes: PricedRecipe[]): string {
  return JSON.stringify(
    recipes.map(({ key, kind, kcalPerKg, centsPer1000Kcal }) => [
      key,
      kind,
      kcalPerKg,
      centsPer1000Kcal,
    ]),
  );
}

/** A plan as the tallies key it: `sku<TAB>weeks` (weeks empty when the line does not say). */
export interface PlanBox {
  sku: string;
  weeks: number | null | undefined;
}

export const planKey = ({ sku, weeks }: PlanBox) => `${sku}\t${weeks ?? ''}`;

const PLAN_TYPES = new Set(['FR', 'DY', 'MX']);

/** An order's boxes as the tallies key them: its plan lines with a pup (box size from the name). */
export function planBoxesOfLines(
  lines: Array<{ pet_id: number | null; sku: string; product_type: string; product_name: string }>,
): PlanBox[] {
  return lines
    .filter((line) => PLAN_TYPES.has(line.product_type) && line.pet_id !== null)
    .map((line) => ({ sku: line.sku, weeks: planLineWeeks(line.product_name) }));
}

function splitKey(key: string): PlanBox {
  const tab = key.lastIndexOf('\t');
  const weeks = key.slice(tab + 1);
  return { sku: key.slice(0, tab), weeks: weeks ? Number(weeks) : undefined };
}

/**
 * Records the contents of plans about to be written (an order's plan lines, a plan's sku and box
 * size), so their boxes count per recipe from the start. Call it in the writer's transaction,
 * before the rows it writes; plans already known cost one indexed lookup. A plan it cannot record
 * (no basis yet, or the recipes changed meanwhile) counts as open, which the pick list also
 * answers right, and the tallies job records later.
 */
export async function rememberBoxContents(
  db: Database,
  plans: PlanBox[],
  recipes?: PricedRecipe[],
): Promise<void> {
  const keys = [...new Set(plans.map(planKey))];
  if (keys.length === 0) return;
  const known = (await db.execute(
    sql`select key from box_contents where key in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`,
  )) as unknown as Rows<{ key: string }>;
  const seen = new Set(known.rows.map((row) => row.key));
  const missing = keys.filter((key) => !seen.has(key));
  if (missing.length > 0) await insertContents(db, missing, recipes ?? (await packingRecipes(db)));
}

/** Inserts the rule's answers for `keys`, only if `recipes` is the basis every row is for. */
async function insertContents(db: Database, keys: string[], recipes: PricedRecipe[]) {
  const rows = keys.map((key) => {
    const { sku, weeks } = splitKey(key);
    const contents = boxContents(sku, recipes, weeks ?? undefined);
    return { key, packs: contents ? contents.recipes : null };
  });
  await db.execute(sql`
    insert into box_contents (key, packs)
    select r.key, r.packs from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(key text, packs jsonb)
    where exists (select 1 from box_contents_basis where recipes = ${recipesFingerprint(recipes)})
    on conflict (key) do nothing
  `);
}

/**
 * The tallies job's part for the pick list: when the recipes are not the basis (first run, or a
 * recipe changed), forgets every content and opens every box again; then records the contents
 * of the plans still open and moves their boxes to their packs. Returns how many open groups
 * moved. One at a time with the fold (same lock); a run that finds the lock taken does nothing.
 */
export async function settleBoxContents(db: Database): Promise<number> {
  const recipes = await packingRecipes(db);
  const fingerprint = recipesFingerprint(recipes);
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as locked`,
    )) as unknown as Rows<{ locked: boolean }>;
    if (!lock.rows[0]?.locked) return 0;
    const basis = (await tx.execute(
      sql`select recipes from box_contents_basis`,
    )) as unknown as Rows<{ recipes: string }>;
    if (basis.rows[0]?.recipes !== fingerprint) await startOver(tx, fingerprint);
    const open = (await tx.execute(sql`
      select distinct t.key from fulfilment_tallies t
      where t.tally in ('pick_open', 'forecast_pick_open')
        and not exists (select 1 from box_contents c where c.key = t.key)
    `)) as unknown as Rows<{ key: string }>;
    const keys = open.rows.map((row) => row.key);
    for (let at = 0; at < keys.length; at += 1000)
      await insertContents(tx, keys.slice(at, at + 1000), recipes);
    const moved = (await tx.execute(
      sql`select fulfilment_tallies_settle() as moved`,
    )) as unknown as Rows<{ moved: number }>;
    return moved.rows[0]?.moved ?? 0;
  });
}

/**
 * New recipes: every box opens again. Tally writers are held off meanwhile (their inserts wait for
 * this lock), so none counts packs from a content this deletes; each then reads the new state.
 */
async function startOver(tx: Database, fingerprint: string) {
  // In the order writers take them: contents first (rememberBoxContents), then the tallies.
  await tx.execute(sql`lock table box_contents in exclusive mode`);
  await tx.execute(sql`lock table fulfilment_tallies in share row exclusive mode`);
  await tx.execute(sql`delete from box_contents`);
  await tx.execute(sql`
    delete from fulfilment_tallies
    where tally in ('pick', 'pick_open', 'unpriced', 'forecast_pick', 'forecast_pick_open')
  `);
  await tx.execute(sql`
    insert into fulfilment_tallies (delivery_date, tally, key, amount)
    select delivery_date, case tally when 'plan' then 'pick_open' else 'forecast_pick_open' end,
      key, sum(amount)::int
    from fulfilment_tallies where tally in ('plan', 'forecast_plan')
    group by 1, 2, 3 having sum(amount) <> 0
    order by 2, 1, 3
  `);
  await tx.execute(sql`
    insert into box_contents_basis (id, recipes) values (true, ${fingerprint})
    on conflict (id) do update set recipes = excluded.recipes
  `);
}
