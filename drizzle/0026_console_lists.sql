CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_staff_list_name_idx" ON "saved_views" USING btree ("staff_id","list","name");--> statement-breakpoint
CREATE INDEX "saved_views_staff_id_idx" ON "saved_views" USING btree ("staff_id","id");--> statement-breakpoint
CREATE INDEX "addresses_state_customer_idx" ON "addresses" USING btree ("state","customer_id");