CREATE TABLE "addon_products" (
	"sku" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"product_type" text NOT NULL,
	"container" text NOT NULL,
	"description" text NOT NULL,
	"size" text NOT NULL,
	"price_cents" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "addon_products_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"code" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"product_category" text,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"tagline" text NOT NULL,
	"description" text NOT NULL,
	"kcal_per_kg" integer NOT NULL,
	"cents_per_1000_kcal" integer NOT NULL,
	"allergens" text[] NOT NULL,
	"ingredients" jsonb NOT NULL,
	"analysis" jsonb NOT NULL,
	"rank" integer NOT NULL,
	"flag" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pets" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"weight_lb" numeric(6, 2) NOT NULL,
	"activity_level" text NOT NULL,
	"is_neutered" boolean NOT NULL,
	"birth_year" integer,
	"birth_month" integer,
	"allergies" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pets_customer_id_idx" ON "pets" USING btree ("customer_id");