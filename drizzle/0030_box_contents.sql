CREATE TABLE "box_contents" (
	"key" text PRIMARY KEY NOT NULL,
	"packs" jsonb
);
--> statement-breakpoint
CREATE TABLE "box_contents_basis" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"recipes" text NOT NULL
);
--> statement-breakpoint
-- Hand-written (not generated): the pick list's tallies per recipe and unit. A box's trays and
-- bags come from the packing rule (boxContents, TypeScript), which the services record per plan
-- sku and box size in box_contents; a box whose plan is in there counts its packs ('pick', or
-- 'unpriced' when its plan cannot be priced), one whose plan is not yet counts as open
-- ('pick_open', the pick list runs the rule for those itself) until fulfilment_tallies_settle()
-- moves it over once the contents are known. Either way the pick list adds up the same.
CREATE OR REPLACE FUNCTION fulfilment_line_tallies(line order_items)
RETURNS TABLE (tally text, key text, amount integer) LANGUAGE sql STABLE AS $$
  WITH plan AS (
    SELECT line.sku || E'\t'
        || coalesce(substring(line.product_name from '([0-9]+)-week plan$')::int::text, '') AS key
    WHERE line.product_type IN ('FR', 'DY', 'MX') AND line.pet_id IS NOT NULL
  ), contents AS (
    SELECT plan.key, c.key IS NOT NULL AS known, c.packs
    FROM plan LEFT JOIN box_contents c ON c.key = plan.key
  )
  SELECT 'boxes', '', 1 FROM plan
  UNION ALL
  SELECT s.status, '', 1 FROM plan, shipments s
    WHERE s.order_id = line.order_id AND s.pet_id = line.pet_id
  UNION ALL
  SELECT 'plan', plan.key, 1 FROM plan
  UNION ALL
  SELECT CASE WHEN contents.known THEN 'unpriced' ELSE 'pick_open' END, contents.key, 1
    FROM contents WHERE contents.packs IS NULL
  UNION ALL
  SELECT 'pick', p.recipe_key || E'\t' || p.unit, p.count
    FROM contents CROSS JOIN LATERAL
      jsonb_to_recordset(contents.packs) AS p(recipe_key text, unit text, count integer)
    WHERE p.count <> 0
  UNION ALL
  SELECT 'addon', line.sku || E'\t' || line.product_name, line.quantity
    WHERE line.product_type IN ('TR', 'SP')
$$;
--> statement-breakpoint
-- A forecast plan the same way; one that cannot be priced adds nothing (the forecast lists
-- only recipes).
CREATE OR REPLACE FUNCTION fulfilment_plan_tallies(plan subscriptions)
RETURNS TABLE (tally text, key text, amount integer) LANGUAGE sql STABLE AS $$
  WITH contents AS (
    SELECT c.key IS NOT NULL AS known, c.packs
    FROM (SELECT 1) one LEFT JOIN box_contents c ON c.key = plan.sku || E'\t' || plan.weeks_of_food
  )
  SELECT 'forecast', '', 1
  UNION ALL
  SELECT 'forecast_plan', plan.sku || E'\t' || plan.weeks_of_food, 1
  UNION ALL
  SELECT 'forecast_pick_open', plan.sku || E'\t' || plan.weeks_of_food, 1
    FROM contents WHERE NOT contents.known
  UNION ALL
  SELECT 'forecast_pick', p.recipe_key || E'\t' || p.unit, p.count
    FROM contents CROSS JOIN LATERAL
      jsonb_to_recordset(contents.packs) AS p(recipe_key text, unit text, count integer)
    WHERE p.count <> 0
  UNION ALL
  SELECT 'forecast_addon', coalesce(a.item->>'sku', '') || E'\t'
      || coalesce((a.item->>'frequency')::int::text, '') || E'\t'
      || coalesce((a.item->>'start_cycle')::int, 0) || E'\t' || plan.cycle,
    (a.item->>'quantity')::int
    FROM jsonb_array_elements(
      CASE WHEN jsonb_typeof(plan.addons) = 'array' THEN plan.addons ELSE '[]'::jsonb END
    ) AS a(item)
    WHERE a.item->>'quantity' IS NOT NULL
$$;
--> statement-breakpoint
-- Moves the open boxes whose contents are now known to their packs (or to unpriced): signed
-- rows only, like every writer. The caller holds the tallies job's lock, so two never move the
-- same rows; rows written meanwhile by others stay open until the next call.
CREATE OR REPLACE FUNCTION fulfilment_tallies_settle() RETURNS integer LANGUAGE sql AS $$
  WITH open AS (
    SELECT t.delivery_date, t.tally, t.key, sum(t.amount)::int AS amount, c.packs
    FROM fulfilment_tallies t JOIN box_contents c ON c.key = t.key
    WHERE t.tally IN ('pick_open', 'forecast_pick_open')
    GROUP BY t.delivery_date, t.tally, t.key, c.packs HAVING sum(t.amount) <> 0
  ), moved AS (
    INSERT INTO fulfilment_tallies (delivery_date, tally, key, amount)
    SELECT delivery_date, tally, key, -amount FROM open
    UNION ALL
    SELECT o.delivery_date, CASE o.tally WHEN 'pick_open' THEN 'pick' ELSE 'forecast_pick' END,
      p.recipe_key || E'\t' || p.unit, o.amount * p.count
    FROM open o CROSS JOIN LATERAL
      jsonb_to_recordset(o.packs) AS p(recipe_key text, unit text, count integer)
    WHERE p.count <> 0
    UNION ALL
    SELECT delivery_date, 'unpriced', key, amount FROM open
    WHERE tally = 'pick_open' AND packs IS NULL
    RETURNING 1
  )
  SELECT count(*)::int FROM open
$$;
--> statement-breakpoint
-- The recount, with the per-recipe tallies counted from box_contents as the triggers do.
CREATE OR REPLACE FUNCTION fulfilment_tallies_recount()
RETURNS TABLE (delivery_date date, tally text, key text, amount integer) LANGUAGE sql STABLE AS $$
  WITH boxes AS (
    SELECT o.delivery_date AS day, i.sku, i.product_name, sh.status AS shipment,
      i.sku || E'\t' || coalesce(substring(i.product_name from '([0-9]+)-week plan$')::int::text, '')
        AS plan_key
    FROM orders o
    JOIN order_items i ON i.order_id = o.id AND i.product_type IN ('FR', 'DY', 'MX')
      AND i.pet_id IS NOT NULL
    LEFT JOIN shipments sh ON sh.order_id = i.order_id AND sh.pet_id = i.pet_id
    WHERE o.status = 'paid'
  ), forecast AS (
    SELECT s.next_delivery_date AS day, s.sku, s.weeks_of_food, s.cycle, s.addons,
      s.sku || E'\t' || s.weeks_of_food AS plan_key
    FROM subscriptions s
    WHERE s.status = 'active' AND NOT EXISTS (
      SELECT 1 FROM orders o
      WHERE o.renewal_key = 'subscription-' || s.id || '-' || s.next_delivery_date
        AND o.status = 'paid')
  )
  SELECT day, 'boxes', '', count(*)::int FROM boxes GROUP BY 1
  UNION ALL
  SELECT day, shipment, '', count(*)::int FROM boxes WHERE shipment IS NOT NULL GROUP BY 1, 2
  UNION ALL
  SELECT day, 'plan', plan_key, count(*)::int FROM boxes GROUP BY 1, 3
  UNION ALL
  SELECT b.day, CASE WHEN c.key IS NULL THEN 'pick_open' ELSE 'unpriced' END, b.plan_key,
    count(*)::int
  FROM boxes b LEFT JOIN box_contents c ON c.key = b.plan_key
  WHERE c.packs IS NULL GROUP BY 1, 2, 3
  UNION ALL
  SELECT b.day, 'pick', p.recipe_key || E'\t' || p.unit, sum(p.count)::int
  FROM boxes b JOIN box_contents c ON c.key = b.plan_key
  CROSS JOIN LATERAL jsonb_to_recordset(c.packs) AS p(recipe_key text, unit text, count integer)
  GROUP BY 1, 3
  UNION ALL
  SELECT o.delivery_date, 'addon', i.sku || E'\t' || i.product_name, sum(i.quantity)::int
  FROM orders o JOIN order_items i ON i.order_id = o.id AND i.product_type IN ('TR', 'SP')
  WHERE o.status = 'paid' GROUP BY 1, 3
  UNION ALL
  SELECT day, 'forecast', '', count(*)::int FROM forecast GROUP BY 1
  UNION ALL
  SELECT day, 'forecast_plan', plan_key, count(*)::int FROM forecast GROUP BY 1, 3
  UNION ALL
  SELECT f.day, 'forecast_pick_open', f.plan_key, count(*)::int
  FROM forecast f WHERE NOT EXISTS (SELECT 1 FROM box_contents c WHERE c.key = f.plan_key)
  GROUP BY 1, 3
  UNION ALL
  SELECT f.day, 'forecast_pick', p.recipe_key || E'\t' || p.unit, sum(p.count)::int
  FROM forecast f JOIN box_contents c ON c.key = f.plan_key
  CROSS JOIN LATERAL jsonb_to_recordset(c.packs) AS p(recipe_key text, unit text, count integer)
  GROUP BY 1, 3
  UNION ALL
  SELECT f.day, 'forecast_addon', coalesce(a.item->>'sku', '') || E'\t'
      || coalesce((a.item->>'frequency')::int::text, '') || E'\t'
      || coalesce((a.item->>'start_cycle')::int, 0) || E'\t' || f.cycle,
    sum((a.item->>'quantity')::int)::int
  FROM forecast f
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof(f.addons) = 'array' THEN f.addons ELSE '[]'::jsonb END
  ) AS a(item)
  WHERE a.item->>'quantity' IS NOT NULL
  GROUP BY 1, 3
$$;
--> statement-breakpoint
-- Backfill: no contents are known yet, so every box and forecast plan starts open.
INSERT INTO fulfilment_tallies (delivery_date, tally, key, amount)
SELECT delivery_date, CASE tally WHEN 'plan' THEN 'pick_open' ELSE 'forecast_pick_open' END, key,
  sum(amount)::int
FROM fulfilment_tallies WHERE tally IN ('plan', 'forecast_plan')
GROUP BY 1, 2, 3 HAVING sum(amount) <> 0
ORDER BY 2, 1, 3;
