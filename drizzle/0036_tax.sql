CREATE TABLE "order_tax_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"level" text NOT NULL,
	"name" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	"taxable_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"incomplete" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_calculations" (
	"id" text PRIMARY KEY NOT NULL,
	"address" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_registrations" (
	"state" text PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"order_id" integer NOT NULL,
	"calculation_id" text,
	"original_id" text,
	"refund_id" integer,
	"tax_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_transactions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "tax_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_provider" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_calculation_id" text;--> statement-breakpoint
ALTER TABLE "order_tax_lines" ADD CONSTRAINT "order_tax_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_registrations" ADD CONSTRAINT "tax_registrations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_transactions" ADD CONSTRAINT "tax_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_tax_lines_order_id_idx" ON "order_tax_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_transactions_order_id_idx" ON "tax_transactions" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "carts" DROP COLUMN "tax_rate_bps";--> statement-breakpoint
-- hand-written (keep at merge)
-- Registrations (nexus): the shop collected in every state with a sales tax before this
-- migration, so it is registered in those 44 states (all but DE, MT, NH, OR) until an owner
-- changes the list in the console. A fresh database gets the same list.
INSERT INTO "tax_registrations" ("state") VALUES
  ('AL'), ('AZ'), ('AR'), ('CA'), ('CO'), ('CT'), ('FL'), ('GA'), ('ID'), ('IL'), ('IN'),
  ('IA'), ('KS'), ('KY'), ('LA'), ('ME'), ('MD'), ('MA'), ('MI'), ('MN'), ('MS'), ('MO'),
  ('NE'), ('NV'), ('NJ'), ('NM'), ('NY'), ('NC'), ('ND'), ('OH'), ('OK'), ('PA'), ('RI'),
  ('SC'), ('SD'), ('TN'), ('TX'), ('UT'), ('VT'), ('VA'), ('WA'), ('WV'), ('WI'), ('WY')
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Carts are taxed at an address now, not a state: a cart whose customer has a saved address
-- takes it (what ?resync_taxes=true would do).
UPDATE "carts" SET "tax_address" = jsonb_build_object(
    'line1', a."address1",
    'line2', NULLIF(a."address2", ''),
    'city', a."city",
    'state', a."state",
    'postal_code', a."zip_code"
  ), "tax_state" = a."state"
FROM "addresses" a WHERE a."customer_id" = "carts"."customer_id";
