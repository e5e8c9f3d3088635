CREATE TABLE "fulfilment_tallies" (
	"delivery_date" date NOT NULL,
	"tally" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "customers_email_prefix_idx";--> statement-breakpoint
DROP INDEX "customers_first_name_prefix_idx";--> statement-breakpoint
DROP INDEX "customers_last_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "fulfilment_tallies_tally_day_idx" ON "fulfilment_tallies" USING btree ("tally","delivery_date","key","amount");--> statement-breakpoint
CREATE INDEX "orders_paid_day_idx" ON "orders" USING btree ("delivery_date","id") WHERE "orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "subscriptions_active_day_idx" ON "subscriptions" USING btree ("next_delivery_date","id") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "customers_email_prefix_idx" ON "customers" USING btree ("email" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "customers_first_name_prefix_idx" ON "customers" USING btree (lower("first_name") text_pattern_ops,"id","first_name");--> statement-breakpoint
CREATE INDEX "customers_last_name_prefix_idx" ON "customers" USING btree (lower("last_name") text_pattern_ops,"id","last_name");