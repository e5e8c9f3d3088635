ALTER TABLE "subscriptions" ADD COLUMN "resume_on" date;--> statement-breakpoint
CREATE INDEX "renewal_attempts_created_at_idx" ON "renewal_attempts" USING btree ("created_at");