CREATE TABLE "customer_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "auth_throttle" ADD COLUMN "last_failure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_sessions_customer_id_idx" ON "customer_sessions" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_session_id_customer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."customer_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_session_id_idx" ON "access_tokens" USING btree ("session_id");--> statement-breakpoint
-- hand-written (keep at merge)
-- Tokens issued before sessions were kept lived 30 days and cannot be renewed: they end within
-- the hour, as every new token does (those customers sign in again once).
UPDATE "access_tokens" SET "expires_at" = now() + interval '1 hour' WHERE "session_id" IS NULL AND "revoked_at" IS NULL AND "expires_at" > now() + interval '1 hour';
