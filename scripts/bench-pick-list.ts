// `bash scripts/with-postgres.sh npx tsx scripts/bench-pick-list.ts [--rounds=N] [--seconds=N]`:
// the pick list's read alone, a busy date against a quiet one, for when the whole
// `npm run bench -- --large` (a build, the large seed, fifteen reads) is too slow on a loaded
// machine. On one PostgreSQL database it writes the fulfilment tallies of the shapes the large
// shop has: a date with 1,678 plan and box sizes (8,490 boxes) and as many forecast plans, a
// date with 40 (58 boxes), and 300 more dates of 1,678 to give the table the large shop's depth;
// the tallies job then records the plans' contents. It times, in the process, the service the
// route calls (`pickList`) and the read it replaced (every plan group through the packing rule)
// with 20 calls at a time: windows alternating quiet and busy, the median of each side's p50s.
import { sql } from 'drizzle-orm';
import { openConfiguredDatabase, type Database } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { runSeed } from '@/server/db/seed';
import { forecastAddonPickList, recipePickList } from '@/domain/pick-list';
import { memoizedBoxContents } from '@/server/services/fulfilment/box-contents-memo';
import { settleBoxContents } from '@/server/services/fulfilment/box-contents-tallies';
import { packingRecipes } from '@/server/services/fulfilment/box-views';
import { pickList } from '@/server/services/fulfilment/fulfilment-service';
import { pickTallies } from '@/server/services/fulfilment/fulfilment-tallies';

const QUIET = '2031-03-04';
const BUSY = '2031-03-11';
const CONCURRENCY = 20;

const option = (name: string, fallback: number) => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};

/** `groups` plan keys (sku and box size) with `boxes` boxes spread over them, on `day`. */
function planRows(day: string, groupCount: number, boxCount: number) {
  const [groups, boxes] = [sql.raw(String(groupCount)), sql.raw(String(boxCount))];
  return sql`
    with g as (
      select i, case i % 3
          when 0 then 'FR_' || (300 + i) || '_10_chicken_0'
          when 1 then 'DY_' || (300 + i) || '_10_0_baked-beef'
          else 'MX_' || (300 + i) || '_10_beef_baked-chicken' end || E'\\t' || (1 + i % 4) as key,
        ${boxes} / ${groups} + (case when i < ${boxes} % ${groups} then 1 else 0 end) as n
      from generate_series(0, ${groups} - 1) i
    )
    insert into fulfilment_tallies (delivery_date, tally, key, amount)
    select ${day}::date, t.tally, g.key, g.n from g
    cross join (values ('plan'), ('pick_open'), ('forecast_plan'), ('forecast_pick_open')) t(tally)
    union all
    select ${day}::date, t.tally, '', ${boxes}
    from (values ('boxes'), ('forecast')) t(tally)
  `;
}

/** The read before per-recipe tallies: every plan group of the date through the packing rule. */
async function planGroupRead(db: Database, date: string) {
  const [tallies, recipes] = await Promise.all([pickTallies(db, date), packingRecipes(db)]);
  const contentsOf = memoizedBoxContents(recipes);
  return {
    recipes: recipePickList(tallies.plans, recipes, contentsOf),
    forecast: recipePickList(tallies.forecastPlans, recipes, contentsOf).recipes,
    addons: forecastAddonPickList(tallies.forecastAddons, new Map()),
  };
}

/** p50 in ms of `seconds` of calls, CONCURRENCY at a time. */
async function window(call: () => Promise<unknown>, seconds: number): Promise<number> {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        await call();
        times.push(performance.now() - start);
      }
    }),
  );
  return median(times);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const rounds = option('rounds', 5);
  const seconds = option('seconds', 3);
  const handle = openConfiguredDatabase();
  const { db } = handle;
  await runMigrations(handle);
  await runSeed(db);
  const started = Date.now();
  await db.execute(sql`
    with days as (select (date '2030-01-01' + i * 2) as day from generate_series(0, 299) i)
    insert into fulfilment_tallies (delivery_date, tally, key, amount)
    select d.day, 'plan', 'FR_' || (300 + i) || '_10_chicken_0' || E'\\t2', 5
    from days d cross join generate_series(0, 1677) i
  `);
  await db.execute(planRows(QUIET, 40, 58));
  await db.execute(planRows(BUSY, 1678, 8490));
  // No fold after: the rows the job's settle leaves are what a date holds between folds (and for
  // good on dates more than two weeks back, which the job no longer folds).
  const moved = await settleBoxContents(db);
  await db.execute(sql`vacuum analyze fulfilment_tallies`);
  console.error(
    `tallies written in ${((Date.now() - started) / 1000).toFixed(0)} s (${moved} groups settled)`,
  );

  const check = await pickList(db, BUSY);
  const before = await planGroupRead(db, BUSY);
  if (JSON.stringify(check.recipes) !== JSON.stringify(before.recipes.recipes))
    throw new Error('the two reads disagree on the busy date');
  console.error(
    `busy date: ${check.recipes.length} recipe lines, ${check.unpriced.length} unpriced`,
  );

  const reads = {
    'pick list (per-recipe tallies)': (date: string) => () => pickList(db, date),
    'pick list (plan groups, before)': (date: string) => () => planGroupRead(db, date),
  };
  for (const [name, read] of Object.entries(reads)) {
    await window(read(QUIET), seconds);
    await window(read(BUSY), seconds);
    const quiet: number[] = [];
    const busy: number[] = [];
    for (let round = 0; round < rounds; round++) {
      quiet.push(await window(read(QUIET), seconds));
      busy.push(await window(read(BUSY), seconds));
    }
    const [q, b] = [median(quiet), median(busy)];
    console.info(
      `${name}: p50 ${q.toFixed(1)} / ${b.toFixed(1)} ms (quiet / busy), ratio ${(b / q).toFixed(2)}`,
    );
  }
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
