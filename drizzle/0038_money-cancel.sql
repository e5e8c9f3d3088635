ALTER TABLE "refunds" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_kept_until_delivered" boolean DEFAULT false NOT NULL;