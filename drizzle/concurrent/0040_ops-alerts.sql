-- The ops gauges' partial indexes on tables that hold data (drizzle/0040_ops-alerts.sql's schema):
-- built without blocking the shop's writes, after drizzle's migrations.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "outbox_emails_unsent_idx" ON "outbox_emails" USING btree ("created_at") WHERE "outbox_emails"."sent_at" is null;
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "payments_authorized_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" = 'authorized';
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';
