CREATE TABLE "credit_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"per_customer_daily_cents" integer NOT NULL,
	"per_agent_daily_cents" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_settings" ADD CONSTRAINT "credit_settings_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;