ALTER TABLE "referral_invitations" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
-- hand-written (keep at merge)
-- Invitations the referrer typed: every one not joined yet, and those whose friend joined later
-- than the invitation was made. A friend who came by the link was written joined, in one insert.
UPDATE "referral_invitations" SET "invited_at" = "created_at"
  WHERE "joined_at" IS NULL OR "joined_at" > "created_at" + interval '1 second';
