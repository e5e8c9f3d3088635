CREATE TABLE "maintenance_switch" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone,
	CONSTRAINT "maintenance_switch_single_row" CHECK ("maintenance_switch"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "maintenance_switch" ADD CONSTRAINT "maintenance_switch_changed_by_staff_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written (maintenance helper): the shop starts open; the one row every instance reads.
INSERT INTO "maintenance_switch" ("id", "enabled") VALUES (1, false) ON CONFLICT ("id") DO NOTHING;
