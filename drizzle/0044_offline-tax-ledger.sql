CREATE TABLE "offline_tax_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"calculation_id" text,
	"original_id" text,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_tax_transactions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
-- The offline provider's records so far, as the shop kept them (a reversal's total: its refund's).
INSERT INTO "offline_tax_transactions" ("id", "kind", "reference", "calculation_id", "original_id", "amount_cents", "tax_cents", "created_at") SELECT "tax_transactions"."id", "tax_transactions"."kind", "tax_transactions"."reference", "tax_transactions"."calculation_id", "tax_transactions"."original_id", CASE WHEN "tax_transactions"."kind" = 'transaction' THEN coalesce("tax_transactions"."amount_cents", 0) ELSE -coalesce((SELECT "refunds"."amount_cents" FROM "refunds" WHERE "refunds"."id" = "tax_transactions"."refund_id"), 0) END, "tax_transactions"."tax_cents", "tax_transactions"."created_at" FROM "tax_transactions" WHERE "tax_transactions"."provider" = 'offline' ON CONFLICT DO NOTHING;
