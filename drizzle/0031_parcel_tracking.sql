CREATE TABLE "carrier_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"event_id" text NOT NULL,
	"tracking_number" text NOT NULL,
	"status" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"shipment_id" integer,
	"outcome" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "parcel_status" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "parcel_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "out_for_delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "delayed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carrier_events" ADD CONSTRAINT "carrier_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_events_key_idx" ON "carrier_events" USING btree ("carrier","event_id");--> statement-breakpoint
CREATE INDEX "shipments_tracking_idx" ON "shipments" USING btree ("carrier","tracking_number");