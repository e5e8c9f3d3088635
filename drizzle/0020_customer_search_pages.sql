DROP INDEX "customers_email_prefix_idx";--> statement-breakpoint
DROP INDEX "customers_first_name_prefix_idx";--> statement-breakpoint
DROP INDEX "customers_last_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "customers_email_prefix_idx" ON "customers" USING btree ("email" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "customers_first_name_prefix_idx" ON "customers" USING btree (lower("first_name") text_pattern_ops,"id","first_name");--> statement-breakpoint
CREATE INDEX "customers_last_name_prefix_idx" ON "customers" USING btree (lower("last_name") text_pattern_ops,"id","last_name");