-- Hand-written (not generated; no schema change): a date's forecast add-ons decided when a plan
-- is counted, as box_contents did for its recipes. 'forecast_addon' keeps each plan's extras per
-- product, rhythm, start and cycle (the old read, and the recount's check, still use it), so a
-- busy forecast date held ~100 such rows that every pick list read and filtered. The plan's
-- trigger now also adds 'forecast_pick_addon' (key: the product's sku), only the extras due in
-- the plan's next box: the rule of addonShips (src/domain/next-box.ts), which
-- tests/api/admin/fulfilment-forecast.test.ts holds this function to.
CREATE OR REPLACE FUNCTION fulfilment_addon_ships(cycle integer, start_cycle integer, frequency integer)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(cycle >= start_cycle AND (cycle - start_cycle) % nullif(frequency, 0) = 0, false)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fulfilment_plan_tallies(plan subscriptions)
RETURNS TABLE (tally text, key text, amount integer) LANGUAGE sql STABLE AS $$
  WITH contents AS (
    SELECT c.key IS NOT NULL AS known, c.packs
    FROM (SELECT 1) one LEFT JOIN box_contents c ON c.key = plan.sku || E'\t' || plan.weeks_of_food
  ), extras AS (
    SELECT coalesce(a.item->>'sku', '') AS sku, (a.item->>'frequency')::int AS frequency,
      coalesce((a.item->>'start_cycle')::int, 0) AS start_cycle, (a.item->>'quantity')::int AS quantity
    FROM jsonb_array_elements(
      CASE WHEN jsonb_typeof(plan.addons) = 'array' THEN plan.addons ELSE '[]'::jsonb END
    ) AS a(item)
    WHERE a.item->>'quantity' IS NOT NULL
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
  SELECT 'forecast_addon', sku || E'\t' || coalesce(frequency::text, '') || E'\t' || start_cycle
      || E'\t' || plan.cycle, quantity
    FROM extras
  UNION ALL
  SELECT 'forecast_pick_addon', sku, quantity
    FROM extras WHERE fulfilment_addon_ships(plan.cycle, start_cycle, frequency)
$$;
--> statement-breakpoint
-- The recount (the drift check's reference) counts them the same way.
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
  UNION ALL
  SELECT f.day, 'forecast_pick_addon', coalesce(a.item->>'sku', ''),
    sum((a.item->>'quantity')::int)::int
  FROM forecast f
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof(f.addons) = 'array' THEN f.addons ELSE '[]'::jsonb END
  ) AS a(item)
  WHERE a.item->>'quantity' IS NOT NULL AND fulfilment_addon_ships(f.cycle,
    coalesce((a.item->>'start_cycle')::int, 0), (a.item->>'frequency')::int)
  GROUP BY 1, 3
$$;
--> statement-breakpoint
-- Backfill from the plans' extras as already counted.
INSERT INTO fulfilment_tallies (delivery_date, tally, key, amount)
SELECT delivery_date, 'forecast_pick_addon', split_part(key, E'\t', 1), sum(amount)::int
FROM fulfilment_tallies
WHERE tally = 'forecast_addon' AND fulfilment_addon_ships(split_part(key, E'\t', 4)::int,
  split_part(key, E'\t', 3)::int, nullif(split_part(key, E'\t', 2), '')::int)
GROUP BY 1, 3 HAVING sum(amount) <> 0
ORDER BY 1, 3;
