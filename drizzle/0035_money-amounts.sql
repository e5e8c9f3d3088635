ALTER TABLE "offers" ALTER COLUMN "amount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "percent_bps" integer;--> statement-breakpoint
-- hand-written (keep at merge)
-- Offers: the old amount (numeric to two decimals, dollars or percent) becomes whole cents or basis
-- points. amount * 100 is a whole number for every numeric(10,2), so the copy is exact. A percent
-- row above 100 was applied as 100% (the old rule clamped it): it keeps that meaning.
UPDATE "offers" SET
  "amount_cents" = CASE WHEN "type" = 'DOLLAR_AMOUNT' THEN ("amount" * 100)::integer END,
  "percent_bps" = CASE WHEN "type" <> 'DOLLAR_AMOUNT' THEN LEAST(("amount" * 100)::integer, 10000) END
WHERE "amount" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_amount_matches_type" CHECK (
  ("type" = 'DOLLAR_AMOUNT' AND "amount_cents" >= 0 AND "percent_bps" IS NULL)
  OR ("type" <> 'DOLLAR_AMOUNT' AND "percent_bps" BETWEEN 0 AND 10000 AND "amount_cents" IS NULL)
);
