CREATE TABLE "claim_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"max_claims" integer NOT NULL,
	"max_remedy_cents" integer NOT NULL,
	"period_days" integer NOT NULL,
	"window_days" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"problem" text NOT NULL,
	"remedy" text NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photo_key" text,
	"photo_type" text,
	"amount_cents" integer NOT NULL,
	"reship_order_id" integer,
	"reship_date" date,
	"decline_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_sku" text;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_settings" ADD CONSTRAINT "claim_settings_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_reship_order_id_orders_id_fk" FOREIGN KEY ("reship_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_lines_order_item_idx" ON "claim_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "claim_lines_claim_id_idx" ON "claim_lines" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claims_customer_created_idx" ON "claims" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "claims_order_id_idx" ON "claims" USING btree ("order_id");--> statement-breakpoint
-- Hand-written (claims helper): the operator's claim limits start at the defaults of
-- src/domain/claim-rules.ts DEFAULT_CLAIM_LIMITS (2 claims and $150 per 90 days, 14 days to report).
INSERT INTO "claim_settings" ("id", "max_claims", "max_remedy_cents", "period_days", "window_days") VALUES (1, 2, 15000, 90, 14) ON CONFLICT ("id") DO NOTHING;
