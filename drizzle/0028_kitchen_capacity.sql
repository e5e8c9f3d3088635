CREATE TABLE "delivery_day_capacity" (
	"delivery_date" date PRIMARY KEY NOT NULL,
	"boxes" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_capacity" (
	"id" integer PRIMARY KEY NOT NULL,
	"default_boxes" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_day_capacity" ADD CONSTRAINT "delivery_day_capacity_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_capacity" ADD CONSTRAINT "kitchen_capacity_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;