CREATE TABLE "fulfilment_tallies" (
	"delivery_date" date NOT NULL,
	"tally" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fulfilment_tallies_day_idx" ON "fulfilment_tallies" USING btree ("delivery_date","tally","key");--> statement-breakpoint
CREATE INDEX "orders_paid_day_idx" ON "orders" USING btree ("delivery_date","id") WHERE "orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "subscriptions_active_day_idx" ON "subscriptions" USING btree ("next_delivery_date","id") WHERE "subscriptions"."status" = 'active';