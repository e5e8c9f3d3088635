ALTER TABLE "refunds" ADD COLUMN "order_edit_id" integer;--> statement-breakpoint
ALTER TABLE "tax_transactions" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
-- A transaction was recorded on the box's total at its capture: the "before" of the first edit
-- made after it, if any, else the total the box has now.
UPDATE "tax_transactions" SET "amount_cents" = coalesce((SELECT ("order_edits"."before"->'totals'->>'total')::int + ("order_edits"."before"->'totals'->>'credit')::int FROM "order_edits" WHERE "order_edits"."order_id" = "tax_transactions"."order_id" AND "order_edits"."status" = 'applied' AND "order_edits"."created_at" > "tax_transactions"."created_at" ORDER BY "order_edits"."id" LIMIT 1), "orders"."total_cents" + "orders"."credit_cents") FROM "orders" WHERE "orders"."id" = "tax_transactions"."order_id" AND "tax_transactions"."kind" = 'transaction';--> statement-breakpoint
UPDATE "refunds" SET "order_edit_id" = "order_edits"."id" FROM "order_edits" WHERE "order_edits"."refund_id" = "refunds"."id";
