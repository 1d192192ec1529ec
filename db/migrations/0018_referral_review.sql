-- Referral quality (issue 29.5, decision 032): a referred signup that looks farmed (a disposable
-- domain, many addresses at one domain or one network for one referrer in a short time) is held
-- when it confirms: it does not count, and earns no tokens, until staff approve it.
ALTER TABLE "prelaunch_signups" ADD COLUMN "referral_hold" text;
--> statement-breakpoint
ALTER TABLE "prelaunch_signups" ADD COLUMN "referral_flags" text[];
--> statement-breakpoint
ALTER TABLE "prelaunch_signups" ADD COLUMN "referral_reviewed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "prelaunch_signups" ADD COLUMN "referral_reviewed_by" uuid REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "prelaunch_signups" ADD CONSTRAINT "prelaunch_signups_referral_hold_known" CHECK ("referral_hold" is null or "referral_hold" in ('held', 'approved', 'rejected'));
--> statement-breakpoint
CREATE INDEX "prelaunch_signups_referral_held_idx" ON "prelaunch_signups" USING btree ("created_at") WHERE "referral_hold" = 'held';
