import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/**
 * Fulfilment's counts counted from the tables themselves, as the console counted them before it
 * read the tallies: the reference the tallies are checked against. `drift` lists every date,
 * tally and key whose kept sum differs from the database's own recount.
 */

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

const PLAN_LINE = `i.order_id = o.id and i.product_type in ('FR', 'DY', 'MX') and i.pet_id is not null`;
const NOT_ORDERED = `not exists (select 1 from orders x where x.renewal_key =
  'subscription-' || s.id || '-' || s.next_delivery_date and x.status = 'paid')`;
const FORECAST_ON = `s.next_delivery_date = $DATE and s.status = 'active' and ${NOT_ORDERED}`;

const on = (text: string, date: string) => sql.raw(text.replaceAll('$DATE', `'${date}'::date`));

export function recountDates(db: Database, from: string) {
  return rows(
    db,
    on(
      `with ordered as (
        select o.delivery_date as d, count(*)::int as boxes,
          (count(sh.id) filter (where sh.status = 'packed'))::int as packed,
          (count(sh.id) filter (where sh.status = 'shipped'))::int as shipped
        from orders o join order_items i on ${PLAN_LINE}
        left join shipments sh on sh.order_id = i.order_id and sh.pet_id = i.pet_id
        where o.status = 'paid' and o.hold_reason is null and o.delivery_date >= $DATE group by 1
      ), forecast as (
        select s.next_delivery_date as d, count(*)::int as forecast from subscriptions s
        where s.status = 'active' and s.next_delivery_date >= $DATE and ${NOT_ORDERED} group by 1
      )
      select to_char(coalesce(ordered.d, forecast.d), 'YYYY-MM-DD') as delivery_date,
        coalesce(ordered.boxes, 0) as boxes, coalesce(ordered.packed, 0) as packed,
        coalesce(ordered.shipped, 0) as shipped, coalesce(forecast.forecast, 0) as forecast
      from ordered full join forecast on ordered.d = forecast.d order by 1`,
      from,
    ),
  );
}

export async function recountPickList(db: Database, date: string) {
  const [plans, addons, forecastPlans, forecastAddons] = await Promise.all([
    rows(
      db,
      on(
        `select i.sku, substring(i.product_name from '([0-9]+)-week plan$')::int as weeks_of_food,
          count(*)::int as boxes
        from orders o join order_items i on ${PLAN_LINE}
        where o.delivery_date = $DATE and o.status = 'paid' and o.hold_reason is null
        group by 1, 2 order by 1, 2`,
        date,
      ),
    ),
    rows(
      db,
      on(
        `select i.sku, max(i.product_name) as product_name, coalesce(p.container, 'unit') as unit,
          sum(i.quantity)::int as quantity
        from orders o join order_items i on i.order_id = o.id and i.product_type in ('TR', 'SP')
        left join addon_products p on p.sku = i.sku
        where o.delivery_date = $DATE and o.status = 'paid' and o.hold_reason is null
        group by i.sku, p.container order by max(i.product_name)`,
        date,
      ),
    ),
    rows(
      db,
      on(
        `select s.sku, s.weeks_of_food, count(*)::int as boxes from subscriptions s
        where ${FORECAST_ON} group by 1, 2 order by 1, 2`,
        date,
      ),
    ),
    rows(
      db,
      on(
        `select a.item->>'sku' as sku, (a.item->>'frequency')::int as frequency,
          coalesce((a.item->>'start_cycle')::int, 0) as start_cycle, s.cycle,
          sum((a.item->>'quantity')::int)::int as quantity
        from subscriptions s cross join lateral jsonb_array_elements(s.addons) as a(item)
        where ${FORECAST_ON} group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
        date,
      ),
    ),
  ]);
  return { plans, addons, forecastPlans, forecastAddons };
}

/**
 * Every date, tally and key where the kept tallies and a recount disagree (none, when right).
 * Open boxes whose contents became known since are compared as settled (moved to their packs, as
 * fulfilment_tallies_settle() will): a box counted open and taken back once its contents were
 * known leaves +1 open and -packs, which the pick list adds up to nothing, as it should.
 */
export function drift(db: Database) {
  return rows(
    db,
    sql.raw(`
      with rows as (
        select t.delivery_date, t.tally, t.key, t.amount, c.packs, c.key is not null as settles
        from fulfilment_tallies t left join box_contents c
          on c.key = t.key and t.tally in ('pick_open', 'forecast_pick_open')
      ), settled as (
        select delivery_date, tally, key, amount from rows where not settles
        union all
        select r.delivery_date, case r.tally when 'pick_open' then 'pick' else 'forecast_pick' end,
          p.recipe_key || E'\t' || p.unit, r.amount * p.count
        from rows r cross join lateral
          jsonb_to_recordset(r.packs) as p(recipe_key text, unit text, count integer)
        where r.settles
        union all
        select delivery_date, 'unpriced', key, amount from rows
        where settles and tally = 'pick_open' and packs is null
      ), kept as (
        select delivery_date, tally, key, sum(amount)::int as amount from settled
        group by 1, 2, 3 having sum(amount) <> 0
      ), counted as (select * from fulfilment_tallies_recount() where amount <> 0)
      select to_char(coalesce(kept.delivery_date, counted.delivery_date), 'YYYY-MM-DD') as day,
        coalesce(kept.tally, counted.tally) as tally, coalesce(kept.key, counted.key) as key,
        kept.amount as kept, counted.amount as counted
      from kept full join counted using (delivery_date, tally, key)
      where kept.amount is distinct from counted.amount
      order by 1, 2, 3`),
  );
}
