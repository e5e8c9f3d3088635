import { readAll } from '@/server/db/read-all';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { FULFILMENT_TALLIES } from '@/server/db/schema';
import type { RecipePack } from '@/domain/box-contents';
import type { AddonRhythmGroup, AddonTotal, PickAddon, PlanGroup } from '@/domain/pick-list';

/**
 * Fulfilment's counts, read from the tallies the database keeps per delivery date (schema
 * `fulfilment_tallies`, kept by the triggers of migration `fulfilment_tallies`): a date's value
 * is the sum of its rows, so a read costs the rows of the dates it reads, not their boxes.
 * Every change adds rows; the tallies job (`foldPiledTallies`, every few minutes) folds the dates
 * with many more rows than keys into one row per key. Reads only read: a GET never writes.
 */

type Rows<T> = { rows: T[] };

/** One fold at a time (pg_try_advisory_xact_lock); a read that finds one running only reads. */
export const FOLD_LOCK = 0x66756c66; // "fulf"
// Every tally named, so the fold walks the (tally, date) index rather than the whole table.
const ALL_TALLIES = sql.raw(`(${FULFILMENT_TALLIES.map((tally) => `'${tally}'`).join(', ')})`);
/** Rows a date may hold beyond one per key before the job folds them. */
const FOLD_SLACK = 64;

/**
 * Folds the tallies of dates from `from` to `to` (both included; open-ended when null) into one
 * row per date, tally and key. Rows written meanwhile are not visible to the DELETE and stay as
 * they are; a second fold at once would wait on the first's rows, so it is skipped instead.
 */
export async function foldTallies(db: Database, from: string, to: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as locked`,
    )) as unknown as Rows<{ locked: boolean }>;
    if (!lock.rows[0]?.locked) return;
    await tx.execute(sql`
      with folded as (
        delete from fulfilment_tallies
        where tally in ${ALL_TALLIES} and delivery_date >= ${from}
          and (${to}::date is null or delivery_date <= ${to}::date)
        returning delivery_date, tally, key, amount
      )
      insert into fulfilment_tallies (delivery_date, tally, key, amount)
      select delivery_date, tally, key, sum(amount)::int from folded
      group by 1, 2, 3 having sum(amount) <> 0
      order by tally, delivery_date, key
    `);
  });
}

/**
 * The tallies job: folds each date from `from` on whose rows have piled up (many more than its
 * keys, from a busy day of changes) and returns how many dates it folded. Earlier dates no longer
 * change. The dates are found from the (tally, date) index; each is folded on its own.
 */
export async function foldPiledTallies(db: Database, from: string): Promise<number> {
  const piled = (await db.execute(sql`
    select to_char(delivery_date, 'YYYY-MM-DD') as day
    from fulfilment_tallies
    where tally in ${ALL_TALLIES} and delivery_date >= ${from}
    group by delivery_date
    having count(*) > count(distinct (tally, key)) + ${FOLD_SLACK}
    order by 1
  `)) as unknown as Rows<{ day: string }>;
  for (const { day } of piled.rows) await foldTallies(db, day, day);
  return piled.rows.length;
}

export interface DateCountsRow {
  delivery_date: string;
  boxes: number;
  packed: number;
  shipped: number;
  forecast: number;
}

const sumOf = (tally: string) =>
  sql.raw(`coalesce(sum(amount) filter (where tally = '${tally}'), 0)::int`);

/**
 * Delivery dates from `from` on (through `to` when given) with their box counts, oldest first,
 * `limit` after `offset`: the dates with a paid box or a forecast plan.
 */
export async function dateCounts(
  db: Database,
  range: { from: string; to?: string },
  limit: number,
  offset: number,
): Promise<DateCountsRow[]> {
  const to = range.to ?? null;
  const result = (await db.execute(sql`
    select to_char(delivery_date, 'YYYY-MM-DD') as delivery_date,
      ${sumOf('boxes')} as boxes, ${sumOf('packed')} as packed,
      ${sumOf('shipped')} as shipped, ${sumOf('forecast')} as forecast
    from fulfilment_tallies
    where delivery_date >= ${range.from} and (${to}::date is null or delivery_date <= ${to}::date)
      and tally in ('boxes', 'packed', 'shipped', 'forecast')
    group by delivery_date
    having ${sumOf('boxes')} <> 0 or ${sumOf('forecast')} <> 0
    order by 1 limit ${limit} offset ${offset}
  `)) as unknown as Rows<DateCountsRow>;
  return result.rows;
}

/** The plans due on a date and not ordered yet. */
export async function countForecast(db: Database, date: string): Promise<number> {
  const [row] = await dateCounts(db, { from: date, to: date }, 1, 0);
  return row?.forecast ?? 0;
}

export interface DayPickTallies {
  /** The date's paid boxes counted per plan and box size. */
  plans: PlanGroup[];
  /** The date's add-ons in paid orders, added up per product, by name. */
  addons: PickAddon[];
  /** The plans due and not ordered yet, counted per plan and box size. */
  forecastPlans: PlanGroup[];
  /** Their extras summed per product and rhythm (pick-list.ts decides which ship). */
  forecastAddons: AddonRhythmGroup[];
}

const wholeOrNull = (text: string | undefined) => (text ? Number(text) : null);

type TallyRow = { tally: string; key: string; amount: number };

/** A date's paid add-ons per product, by name (grouped here, so its name is the greatest). */
function addonTotals(db: Database, date: string) {
  return db.execute(sql`
    with lines as (
      select split_part(key, E'\t', 1) as sku, substr(key, strpos(key, E'\t') + 1) as name,
        sum(amount)::int as quantity
      from fulfilment_tallies where delivery_date = ${date} and tally = 'addon'
      group by key having sum(amount) <> 0
    )
    select lines.sku, max(lines.name) as product_name, coalesce(p.container, 'unit') as unit,
      sum(lines.quantity)::int as quantity
    from lines left join addon_products p on p.sku = lines.sku
    group by lines.sku, p.container
    order by max(lines.name)
  `) as unknown as Promise<Rows<PickAddon>>;
}

const keyParts = (rows: TallyRow[], tally: string) =>
  rows.filter((row) => row.tally === tally).map((row) => ({ ...row, part: row.key.split('\t') }));

const planGroups = (rows: TallyRow[], tally: string): PlanGroup[] =>
  keyParts(rows, tally).map(({ part, amount }) => ({
    sku: part[0]!,
    weeks_of_food: wholeOrNull(part[1]),
    boxes: amount,
  }));

const rhythmGroups = (rows: TallyRow[]): AddonRhythmGroup[] =>
  keyParts(rows, 'forecast_addon').map(({ part, amount }) => ({
    sku: part[0]!,
    frequency: wholeOrNull(part[1]) as AddonRhythmGroup['frequency'],
    start_cycle: Number(part[2]),
    cycle: Number(part[3]),
    quantity: amount,
  }));

const packs = (rows: TallyRow[], tally: string): RecipePack[] =>
  keyParts(rows, tally).map(({ part, amount }) => ({
    recipe_key: part[0]!,
    unit: part[1] as RecipePack['unit'],
    count: amount,
  }));

/** A date's pick-list counts per plan group: one query for the plans and extras, one for the add-ons. */
export async function pickTallies(db: Database, date: string): Promise<DayPickTallies> {
  const [groups, addons] = await readAll(db, [
    () =>
      db.execute(sql`
      select tally, key, sum(amount)::int as amount
      from fulfilment_tallies
      where delivery_date = ${date} and tally in ('plan', 'forecast_plan', 'forecast_addon')
      group by tally, key having sum(amount) <> 0
      order by tally, key
    `) as unknown as Promise<Rows<TallyRow>>,
    () => addonTotals(db, date),
  ]);
  return {
    plans: planGroups(groups.rows, 'plan'),
    addons: addons.rows,
    forecastPlans: planGroups(groups.rows, 'forecast_plan'),
    forecastAddons: rhythmGroups(groups.rows),
  };
}

export interface DayRecipeTallies {
  /** The recipes `box_contents` was computed for (recipesFingerprint); null before the first. */
  basis: string | null;
  /** The paid boxes' trays and bags per recipe, of the plans whose contents are known. */
  packs: RecipePack[];
  /** The other paid boxes per plan and box size: contents not known yet, or not priced. */
  open: PlanGroup[];
  forecastPacks: RecipePack[];
  forecastOpen: PlanGroup[];
  addons: PickAddon[];
  /** The forecast plans' extras due in their next box, per product (decided when counted). */
  forecastAddons: AddonTotal[];
}

/**
 * A date's pick-list counts per recipe and unit (the tallies of migration `box_contents`): a few
 * dozen rows whatever the number of boxes, read with the basis in one statement so they agree.
 */
export async function recipeTallies(db: Database, date: string): Promise<DayRecipeTallies> {
  const [groups, addons] = await readAll(db, [
    () =>
      db.execute(sql`
      select case when tally in ('pick_open', 'unpriced') then 'open' else tally end as tally,
        key, sum(amount)::int as amount
      from fulfilment_tallies
      where delivery_date = ${date}
        and tally in ('pick', 'pick_open', 'unpriced', 'forecast_pick', 'forecast_pick_open',
          'forecast_pick_addon')
      group by 1, 2 having sum(amount) <> 0
      union all
      select 'basis', recipes, 0 from box_contents_basis
      order by 1, 2
    `) as unknown as Promise<Rows<TallyRow>>,
    () => addonTotals(db, date),
  ]);
  const rows = groups.rows;
  return {
    basis: rows.find((row) => row.tally === 'basis')?.key ?? null,
    packs: packs(rows, 'pick'),
    open: planGroups(rows, 'open'),
    forecastPacks: packs(rows, 'forecast_pick'),
    forecastOpen: planGroups(rows, 'forecast_pick_open'),
    addons: addons.rows,
    forecastAddons: keyParts(rows, 'forecast_pick_addon').map(({ key, amount }) => ({
      sku: key,
      quantity: amount,
    })),
  };
}
