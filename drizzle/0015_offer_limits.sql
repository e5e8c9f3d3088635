ALTER TABLE "offers" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "applies_to" text DEFAULT 'FIRST_BOX' NOT NULL;