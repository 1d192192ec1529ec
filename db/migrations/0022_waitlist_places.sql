-- Waitlist (issue 30.1, 30.2, decision 036): a member's place in line is computed when asked (one
-- query over prelaunch_signups), never stored per signup. What is stored: the places a confirmed
-- referral moves its referrer up (staff set it), the milestones staff edit (seeded with the SPEC's
-- tiers), the mails already queued (so each goes once), and the leaderboard's opt-ins.
CREATE TABLE "waitlist_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"places_per_referral" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_settings_one_row" CHECK ("id" = 1),
	CONSTRAINT "waitlist_settings_places_range" CHECK ("places_per_referral" between 0 and 100000)
);
--> statement-breakpoint
INSERT INTO "waitlist_settings" ("id", "places_per_referral") VALUES (1, 10);
--> statement-breakpoint
CREATE TABLE "waitlist_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tokens" integer NOT NULL,
	"name" text NOT NULL,
	"reward" text NOT NULL,
	"mail_subject" text NOT NULL,
	"mail_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_milestones_tokens_range" CHECK ("tokens" between 1 and 100000000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_milestones_tokens_unique" ON "waitlist_milestones" USING btree ("tokens");
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_milestones_name_unique" ON "waitlist_milestones" USING btree (lower("name"));
--> statement-breakpoint
INSERT INTO "waitlist_milestones" ("tokens", "name", "reward", "mail_subject", "mail_body") VALUES
	(100, 'Bronze', 'Priority support', 'You reached Bronze on IRACONNECT', 'You have reached the Bronze tier: you get priority support when IRACONNECT launches.'),
	(300, 'Silver', 'Beta features', 'You reached Silver on IRACONNECT', 'You have reached the Silver tier: you get beta features when IRACONNECT launches.'),
	(600, 'Gold', 'Premium features', 'You reached Gold on IRACONNECT', 'You have reached the Gold tier: you get premium features when IRACONNECT launches.'),
	(1000, 'Diamond', 'VIP lifetime access', 'You reached Diamond on IRACONNECT', 'You have reached the Diamond tier: you get VIP lifetime access when IRACONNECT launches.');
--> statement-breakpoint
CREATE TABLE "waitlist_milestone_mails" (
	"ref_id" text NOT NULL REFERENCES "prelaunch_signups"("ref_id") ON DELETE CASCADE,
	"milestone_id" uuid NOT NULL REFERENCES "waitlist_milestones"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_milestone_mails_pk" PRIMARY KEY ("ref_id", "milestone_id")
);
--> statement-breakpoint
CREATE TABLE "waitlist_moves" (
	"referral_ref_id" text PRIMARY KEY NOT NULL REFERENCES "prelaunch_signups"("ref_id") ON DELETE CASCADE,
	"referrer_ref_id" text NOT NULL REFERENCES "prelaunch_signups"("ref_id") ON DELETE CASCADE,
	"place" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_leaderboard" (
	"ref_id" text PRIMARY KEY NOT NULL REFERENCES "prelaunch_signups"("ref_id") ON DELETE CASCADE,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_leaderboard_name_length" CHECK (char_length("display_name") between 1 and 40)
);
--> statement-breakpoint
CREATE INDEX "prelaunch_signups_out_of_line_idx" ON "prelaunch_signups" USING btree ("created_at") WHERE "referral_hold" in ('held', 'rejected');
--> statement-breakpoint
-- A confirmation (or staff's review) moves places: the thanks pages that watch "signups" hear it.
CREATE TRIGGER prelaunch_signups_notify_standing AFTER UPDATE OF confirmed_at, referral_hold ON prelaunch_signups
  FOR EACH ROW WHEN (OLD.confirmed_at IS DISTINCT FROM NEW.confirmed_at OR OLD.referral_hold IS DISTINCT FROM NEW.referral_hold)
  EXECUTE FUNCTION notify_signup_insert();
