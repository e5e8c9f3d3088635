-- Custom SQL migration file, put your code below! --
-- hand-written (keep at merge)
-- No schema change. A box that will not ship (its order refunded in full, cancelled or held by
-- staff: hold_reason set) is no longer counted in fulfilment's tallies: not picked, not booked
-- against the kitchen's capacity, not in a date's box counts. fulfilment_box_ships is the rule
-- of boxShips (src/domain/box-ships.ts); tests/api/admin/boxes-that-ship.test.ts holds the two
-- together. A plan whose renewal box is paid but held stays out of the forecast (it was ordered).
CREATE OR REPLACE FUNCTION fulfilment_box_ships(status text, hold_reason text)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status = 'paid' AND hold_reason IS NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fulfilment_tally_line(line order_items, sign integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  box record;
BEGIN
  SELECT o.status, o.hold_reason, o.delivery_date INTO box FROM orders o
  WHERE o.id = line.order_id FOR SHARE;
  IF FOUND AND fulfilment_box_ships(box.status, box.hold_reason) THEN
    INSERT INTO fulfilment_tallies (delivery_date, tally, key, amount)
    SELECT box.delivery_date, t.tally, t.key, sign * t.amount FROM fulfilment_line_tallies(line) t;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fulfilment_tally_shipment(
  p_order integer, p_pet integer, p_status text, p_sign integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  box record;
BEGIN
  SELECT o.status, o.hold_reason, o.delivery_date INTO box FROM orders o
  WHERE o.id = p_order FOR SHARE;
  IF FOUND AND fulfilment_box_ships(box.status, box.hold_reason) THEN
    INSERT INTO fulfilment_tallies (delivery_date, tally, key, amount)
    SELECT box.delivery_date, p_status, '', p_sign * count(*)::int
    FROM order_items i
    WHERE i.order_id = p_order AND i.pet_id = p_pet AND i.product_type IN ('FR', 'DY', 'MX')
    HAVING count(*) > 0;
  END IF;
END;
$$;
--> statement-breakpoint
-- The box's lines count while it ships; the plan's forecast still follows whether it was paid.
CREATE OR REPLACE FUNCTION fulfilment_tallies_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_paid_key text := CASE WHEN TG_OP <> 'INSERT' AND OLD.status = 'paid' THEN OLD.renewal_key END;
  new_paid_key text := CASE WHEN TG_OP <> 'DELETE' AND NEW.status = 'paid' THEN NEW.renewal_key END;
BEGIN
  IF TG_OP <> 'INSERT' AND fulfilment_box_ships(OLD.status, OLD.hold_reason) THEN
    PERFORM fulfilment_tally_order(OLD.id, OLD.delivery_date, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND fulfilment_box_ships(NEW.status, NEW.hold_reason) THEN
    PERFORM fulfilment_tally_order(NEW.id, NEW.delivery_date, 1);
  END IF;
  IF old_paid_key IS DISTINCT FROM new_paid_key THEN
    IF old_paid_key IS NOT NULL THEN
      PERFORM fulfilment_tally_renewal(old_paid_key, 1);
    END IF;
    IF new_paid_key IS NOT NULL THEN
      PERFORM fulfilment_tally_renewal(new_paid_key, -1);
    END IF;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS fulfilment_tallies_order_update ON orders;
--> statement-breakpoint
CREATE TRIGGER fulfilment_tallies_order_update
  AFTER UPDATE OF status, delivery_date, renewal_key, hold_reason ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.delivery_date IS DISTINCT FROM NEW.delivery_date
    OR OLD.renewal_key IS DISTINCT FROM NEW.renewal_key
    OR OLD.hold_reason IS DISTINCT FROM NEW.hold_reason)
  EXECUTE FUNCTION fulfilment_tallies_on_order();
--> statement-breakpoint
-- The recount (the drift check's reference) counts only boxes that ship, the same way.
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
    WHERE fulfilment_box_ships(o.status, o.hold_reason)
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
  WHERE fulfilment_box_ships(o.status, o.hold_reason) GROUP BY 1, 3
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
-- Held boxes already counted leave the tallies.
SELECT fulfilment_tallies_rebuild();
