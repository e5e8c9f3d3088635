-- Hand-written (not generated; no schema change): the pick list reads a date's per-recipe
-- tallies, so their rows must stay few on every date. fulfilment_tallies_settle() used to move
-- open boxes with signed rows only: each open group left its +n and -n 'pick_open' rows and one
-- 'pick' row per group and recipe, thousands on a busy date, and dates more than two weeks back
-- are never folded by the tallies job, so the large shop's busiest date held ~5,700 rows to add
-- up for 7 lines (1.4-1.7x the read of a quiet date). Now settle nets what it moves: it takes
-- the open rows of plans whose contents are known out (the caller holds the fold lock, so only
-- it deletes; rows written meanwhile are not in its snapshot and stay for the next call) and
-- writes one row per date, tally and recipe unit in their place.
CREATE OR REPLACE FUNCTION fulfilment_tallies_settle() RETURNS integer LANGUAGE sql AS $$
  WITH taken AS (
    DELETE FROM fulfilment_tallies t USING box_contents c
    WHERE t.tally IN ('pick_open', 'forecast_pick_open') AND c.key = t.key
    RETURNING t.delivery_date, t.tally, t.key, t.amount, c.packs
  ), open AS (
    SELECT delivery_date, tally, key, sum(amount)::int AS amount, packs
    FROM taken GROUP BY delivery_date, tally, key, packs HAVING sum(amount) <> 0
  ), moved AS (
    INSERT INTO fulfilment_tallies (delivery_date, tally, key, amount)
    SELECT o.delivery_date, CASE o.tally WHEN 'pick_open' THEN 'pick' ELSE 'forecast_pick' END,
      p.recipe_key || E'\t' || p.unit, sum(o.amount * p.count)::int
    FROM open o CROSS JOIN LATERAL
      jsonb_to_recordset(o.packs) AS p(recipe_key text, unit text, count integer)
    GROUP BY 1, 2, 3 HAVING sum(o.amount * p.count) <> 0
    UNION ALL
    SELECT delivery_date, 'unpriced', key, amount FROM open
    WHERE tally = 'pick_open' AND packs IS NULL
    RETURNING 1
  )
  SELECT count(*)::int FROM open
$$;
--> statement-breakpoint
-- Once: fold the pick list's tallies of every date, past ones included, which the old settle
-- left unfolded (the tallies job folds only from two weeks back on).
WITH folded AS (
  DELETE FROM fulfilment_tallies
  WHERE tally IN ('pick', 'pick_open', 'unpriced', 'forecast_pick', 'forecast_pick_open')
  RETURNING delivery_date, tally, key, amount
)
INSERT INTO fulfilment_tallies (delivery_date, tally, key, amount)
SELECT delivery_date, tally, key, sum(amount)::int FROM folded
GROUP BY 1, 2, 3 HAVING sum(amount) <> 0
ORDER BY tally, delivery_date, key;
