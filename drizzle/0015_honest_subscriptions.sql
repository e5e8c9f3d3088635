CREATE TABLE "cancel_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"offer_kind" text,
	"offer" jsonb,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"agreement" text NOT NULL,
	"source" text NOT NULL,
	"order_id" integer,
	"terms_version" text NOT NULL,
	"terms_text" text NOT NULL,
	"every_weeks" integer NOT NULL,
	"box_subtotal_cents" integer NOT NULL,
	"box_tax_cents" integer NOT NULL,
	"box_total_cents" integer NOT NULL,
	"other_box_total_cents" integer,
	"first_charge_date" date NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "body_condition" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "weighed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "checkin_reminded_month" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "renewal_consent" jsonb;--> statement-breakpoint
CREATE INDEX "cancel_feedback_created_at_idx" ON "cancel_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "renewal_consents_customer_id_idx" ON "renewal_consents" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_consents_agreement_idx" ON "renewal_consents" USING btree ("subscription_id","agreement");