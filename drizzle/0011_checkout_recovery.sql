ALTER TABLE "orders" ADD COLUMN "cart_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_version" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_version_idx" ON "orders" USING btree ("cart_id","cart_version");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_in_flight_idx" ON "orders" USING btree ("cart_id") WHERE "orders"."kind" = 'first_box' and "orders"."status" in ('processing', 'captured');