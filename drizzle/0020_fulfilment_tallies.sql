-- Fulfilment tallies (src/server/db/schema/fulfilment.ts): what fulfilment counts per delivery
-- date, kept by triggers as orders, order lines, shipments and plans change, so that a date's
-- counts and pick list read a few rows rather than count its thousands of boxes. Each change
-- appends rows (+n, -n); nothing here updates or deletes a tally, so writers never wait on each
-- other for them. fulfilment_tallies_recount() counts the same from the tables themselves: the
-- backfill below, fulfilment_tallies_rebuild() and the tests' drift check use it.

-- What one order line counts while its order is paid: a plan line with a pup is a box, its
-- shipment's state, and one of its plan and size; an add-on line its quantity.
CREATE OR REPLACE FUNCTION fulfilment_line_tallies(line order_items)
RETURNS TABLE (tally text, key text, amount integer) LANGUAGE sql STABLE AS $$
  SELECT 'boxes', '', 1
    WHERE line.product_type IN ('FR', 'DY', 'MX') AND line.pet_id IS NOT NULL
  UNION ALL
  SELECT s.status, '', 1 FROM shipments s
    WHERE line.product_type IN ('FR', 'DY', 'MX') AND line.pet_id IS NOT NULL
      AND s.order_id = line.order_id AND s.pet_id = line.pet_id
  UNION ALL
  SELECT 'plan', line.sku || E'\t'
      || coalesce(substring(line.product_name from '([0-9]+)-week plan$')::int::text, ''), 1
    WHERE line.product_type IN ('FR', 'DY', 'MX') AND line.pet_id IS NOT NULL
  UNION ALL
  SELECT 'addon', line.sku || E'\t' || line.product_name, line.quantity
    WHERE line.product_type IN ('TR', 'SP')
$$;
--> statement-breakpoint
-- What one plan counts while it is forecast: a box, one of its plan and size, and its extras by
-- product and rhythm (the pick list decides which of them ship).
CREATE OR REPLACE FUNCTION fulfilment_plan_tallies(plan subscriptions)
RETURNS TABLE (tally text, key text, amount integer) LANGUAGE sql STABLE AS $$
  SELECT 'forecast', '', 1
  UNION ALL
  SELECT 'forecast_plan', plan.sku || E'\t' || plan.weeks_of_food, 1
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
-- A plan is forecast on its next date while it is active and that box is not ordered (paid).
CREATE OR REPLACE FUNCTION fulfilment_plan_is_forecast(plan subscriptions)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT plan.status = 'active' AND NOT EXISTS (
    SELECT 1 FROM orders o
    WHERE o.renewal_key = 'subscription-' || plan.id || '-' || plan.next_delivery_date
      AND o.status = 'paid')
$$;
--> statement-breakpoint
-- An order line's tallies, added (1) or taken back (-1), when its order is paid. The order is
-- locked against a concurrent change of its status or date (whose trigger counts the lines).
CREATE OR REPLACE FUNCTION fulfilment_tally_line(line order_items, sign integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  box record;
BEGIN
  SELECT o.status, o.delivery_date INTO box FROM orders o WHERE o.id = line.order_id FOR SHARE;
  IF FOUND AND box.status = 'paid' THEN
    INSERT INTO fulfilment_tallies (delivery_date, tally, key, amount)
    SELECT box.delivery_date, t.tally, t.key, sign * t.amount FROM fulfilment_line_tallies(line) t;
  END IF;
END;
$$;
--> statement-breakpoint
-- All of an order's lines, counted on `day` (the order's date before or after a change).
CREATE OR REPLACE FUNCTION fulfilment_tally_order(p_order integer, p_day date, p_sign integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO fulfilment_tallies (delivery_date, tally, key, amount)
  SELECT p_day, t.tally, t.key, p_sign * t.amount
  FROM order_items i CROSS JOIN LATERAL fulfilment_line_tallies(i) t
  WHERE i.order_id = p_order
$$;
--> statement-breakpoint
-- A renewal box whose payment came (-1) or went (1): its plan leaves or rejoins the forecast,
-- if the plan is still active and due that day. The plan is locked so that a change to it
-- waits for this (its own trigger then sees the box as it now is), or this waits for it.
CREATE OR REPLACE FUNCTION fulfilment_tally_renewal(p_key text, p_sign integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  id_part text[] := regexp_match(p_key, '^subscription-([0-9]{1,9})-');
  plan subscriptions;
BEGIN
  IF id_part IS NULL THEN
    RETURN;
  END IF;
  SELECT * INTO plan FROM subscriptions s WHERE s.id = id_part[1]::int FOR NO KEY UPDATE;
  IF FOUND AND plan.status = 'active'
    AND p_key = 'subscription-' || plan.id || '-' || plan.next_delivery_date THEN
    INSERT INTO fulfilment_tallies (delivery_date, tally, key, amount)
    SELECT plan.next_delivery_date, t.tally, t.key, p_sign * t.amount
    FROM fulfilment_plan_tallies(plan) t;
  END IF;
END;
$$;
--> statement-breakpoint
-- A plan's forecast tallies, added (1) or taken back (-1), as it stands now.
CREATE OR REPLACE FUNCTION fulfilment_tally_plan(plan subscriptions, p_sign integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO fulfilment_tallies (delivery_date, tally, key, amount)
  SELECT plan.next_delivery_date, t.tally, t.key, p_sign * t.amount
  FROM fulfilment_plan_tallies(plan) t
  WHERE fulfilment_plan_is_forecast(plan)
$$;
--> statement-breakpoint
-- A shipment's state counts for each plan line of its box while the order is paid.
CREATE OR REPLACE FUNCTION fulfilment_tally_shipment(
  p_order integer, p_pet integer, p_status text, p_sign integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  box record;
BEGIN
  SELECT o.status, o.delivery_date INTO box FROM orders o WHERE o.id = p_order FOR SHARE;
  IF FOUND AND box.status = 'paid' THEN
    INSERT INTO fulfilment_tallies (delivery_date, tally, key, amount)
    SELECT box.delivery_date, p_status, '', p_sign * count(*)::int
    FROM order_items i
    WHERE i.order_id = p_order AND i.pet_id = p_pet AND i.product_type IN ('FR', 'DY', 'MX')
    HAVING count(*) > 0;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fulfilment_tallies_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_paid_key text := CASE WHEN TG_OP <> 'INSERT' AND OLD.status = 'paid' THEN OLD.renewal_key END;
  new_paid_key text := CASE WHEN TG_OP <> 'DELETE' AND NEW.status = 'paid' THEN NEW.renewal_key END;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'paid' THEN
    PERFORM fulfilment_tally_order(OLD.id, OLD.delivery_date, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'paid' THEN
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
CREATE OR REPLACE FUNCTION fulfilment_tallies_on_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM fulfilment_tally_line(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM fulfilment_tally_line(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fulfilment_tallies_on_shipment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM fulfilment_tally_shipment(OLD.order_id, OLD.pet_id, OLD.status, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM fulfilment_tally_shipment(NEW.order_id, NEW.pet_id, NEW.status, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fulfilment_tallies_on_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM fulfilment_tally_plan(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM fulfilment_tally_plan(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An order's tallies go before the order does: its lines and shipments, deleted with it, then
-- find no order and count nothing.
CREATE TRIGGER fulfilment_tallies_order_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION fulfilment_tallies_on_order();
--> statement-breakpoint
CREATE TRIGGER fulfilment_tallies_order_insert AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.status = 'paid') EXECUTE FUNCTION fulfilment_tallies_on_order();
--> statement-breakpoint
CREATE TRIGGER fulfilment_tallies_order_update AFTER UPDATE OF status, delivery_date, renewal_key ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.delivery_date IS DISTINCT FROM NEW.delivery_date
    OR OLD.renewal_key IS DISTINCT FROM NEW.renewal_key)
  EXECUTE FUNCTION fulfilment_tallies_on_order();
--> statement-breakpoint
CREATE TRIGGER fulfilment_tallies_line_change AFTER INSERT OR DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION fulfilment_tallies_on_line();
--> statement-breakpoint
CREATE TRIGGER fulfilment_tallies_line_update
  AFTER UPDATE OF order_id, pet_id, sku, product_type, product_name, quantity ON order_items
  FOR EACH ROW EXECUTE FUNCTION fulfilment_tallies_on_line();
--> statement-breakpoint
CREATE TRIGGER fulfilment_tallies_shipment_change AFTER INSERT OR DELETE ON shipments
  FOR EACH ROW EXECUTE FUNCTION fulfilment_tallies_on_shipment();
--> statement-breakpoint
CREATE TRIGGER fulfilment_tallies_shipment_update AFTER UPDATE OF order_id, pet_id, status ON shipments
  FOR EACH ROW WHEN (OLD.order_id IS DISTINCT FROM NEW.order_id
    OR OLD.pet_id IS DISTINCT FROM NEW.pet_id OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION fulfilment_tallies_on_shipment();
--> statement-breakpoint
CREATE TRIGGER fulfilment_tallies_plan_change AFTER INSERT OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION fulfilment_tallies_on_plan();
--> statement-breakpoint
CREATE TRIGGER fulfilment_tallies_plan_update
  AFTER UPDATE OF id, status, next_delivery_date, sku, weeks_of_food, addons, cycle ON subscriptions
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.next_delivery_date IS DISTINCT FROM NEW.next_delivery_date
    OR OLD.sku IS DISTINCT FROM NEW.sku OR OLD.weeks_of_food IS DISTINCT FROM NEW.weeks_of_food
    OR OLD.addons IS DISTINCT FROM NEW.addons OR OLD.cycle IS DISTINCT FROM NEW.cycle
    OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION fulfilment_tallies_on_plan();
--> statement-breakpoint
-- The same tallies counted from the tables, one row per date, tally and key: the counting the
-- console did before, written apart from the functions above so that each checks the other.
CREATE OR REPLACE FUNCTION fulfilment_tallies_recount()
RETURNS TABLE (delivery_date date, tally text, key text, amount integer) LANGUAGE sql STABLE AS $$
  WITH boxes AS (
    SELECT o.delivery_date AS day, i.sku, i.product_name, sh.status AS shipment
    FROM orders o
    JOIN order_items i ON i.order_id = o.id AND i.product_type IN ('FR', 'DY', 'MX')
      AND i.pet_id IS NOT NULL
    LEFT JOIN shipments sh ON sh.order_id = i.order_id AND sh.pet_id = i.pet_id
    WHERE o.status = 'paid'
  ), forecast AS (
    SELECT s.next_delivery_date AS day, s.sku, s.weeks_of_food, s.cycle, s.addons
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
  SELECT day, 'plan',
    sku || E'\t' || coalesce(substring(product_name from '([0-9]+)-week plan$')::int::text, ''),
    count(*)::int
  FROM boxes GROUP BY 1, 3
  UNION ALL
  SELECT o.delivery_date, 'addon', i.sku || E'\t' || i.product_name, sum(i.quantity)::int
  FROM orders o JOIN order_items i ON i.order_id = o.id AND i.product_type IN ('TR', 'SP')
  WHERE o.status = 'paid' GROUP BY 1, 3
  UNION ALL
  SELECT day, 'forecast', '', count(*)::int FROM forecast GROUP BY 1
  UNION ALL
  SELECT day, 'forecast_plan', sku || E'\t' || weeks_of_food, count(*)::int
  FROM forecast GROUP BY 1, 3
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
-- Replaces the tallies with a recount (after a bulk load made with triggers off), each date's
-- rows of a tally side by side.
CREATE OR REPLACE FUNCTION fulfilment_tallies_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM fulfilment_tallies;
  INSERT INTO fulfilment_tallies (delivery_date, tally, key, amount)
  SELECT * FROM fulfilment_tallies_recount() WHERE amount <> 0
  ORDER BY tally, delivery_date, key;
$$;
--> statement-breakpoint
SELECT fulfilment_tallies_rebuild();
