CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	CONSTRAINT "prices_amount_positive" CHECK ("prices"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_cancelled_by_staff_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prices_live_item_day" ON "prices" USING btree ("kind","item","effective_from") WHERE "prices"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "prices_effective_from" ON "prices" USING btree ("effective_from");--> statement-breakpoint
-- The prices in force when prices became data: the code's catalogue constants as of this
-- migration, in force from a day long past, so an existing install prices exactly as before.
INSERT INTO "prices" ("kind", "item", "amount_cents", "effective_from") VALUES
  ('recipe', 'chicken', 520, '2020-01-01'),
  ('recipe', 'beef', 580, '2020-01-01'),
  ('recipe', 'turkey', 540, '2020-01-01'),
  ('recipe', 'pork', 560, '2020-01-01'),
  ('recipe', 'lamb', 640, '2020-01-01'),
  ('recipe', 'baked-chicken', 260, '2020-01-01'),
  ('recipe', 'baked-beef', 280, '2020-01-01'),
  ('addon', 'JERKYSTRIPS-BE', 1199, '2020-01-01'),
  ('addon', 'JERKYSTRIPS-CH', 1099, '2020-01-01'),
  ('addon', 'JERKYSTRIPS-TU', 1099, '2020-01-01'),
  ('addon', 'SWEETPOTATOSLICES1', 899, '2020-01-01'),
  ('addon', 'DENTALCHEWS-XS', 1299, '2020-01-01'),
  ('addon', 'DENTALCHEWS-S', 1399, '2020-01-01'),
  ('addon', 'DENTALCHEWS-M', 1499, '2020-01-01'),
  ('addon', 'DENTALCHEWS-L', 1599, '2020-01-01'),
  ('addon', 'ZOOMIES01', 2499, '2020-01-01'),
  ('addon', 'BELLYRUBS01', 2299, '2020-01-01'),
  ('addon', 'CHILLPILLS01', 2299, '2020-01-01');
