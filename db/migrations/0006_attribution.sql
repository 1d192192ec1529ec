ALTER TABLE "contact_submissions" ADD COLUMN "first_source" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "first_medium" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "first_campaign" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "first_referrer" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "last_source" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "last_medium" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "last_campaign" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "last_referrer" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "first_source" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "first_medium" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "first_campaign" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "first_referrer" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "last_source" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "last_medium" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "last_campaign" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "last_referrer" text;--> statement-breakpoint
ALTER TABLE "prelaunch_signups" ADD COLUMN "first_source" text;--> statement-breakpoint
ALTER TABLE "prelaunch_signups" ADD COLUMN "first_medium" text;--> statement-breakpoint
ALTER TABLE "prelaunch_signups" ADD COLUMN "first_campaign" text;--> statement-breakpoint
ALTER TABLE "prelaunch_signups" ADD COLUMN "first_referrer" text;--> statement-breakpoint
ALTER TABLE "prelaunch_signups" ADD COLUMN "last_source" text;--> statement-breakpoint
ALTER TABLE "prelaunch_signups" ADD COLUMN "last_medium" text;--> statement-breakpoint
ALTER TABLE "prelaunch_signups" ADD COLUMN "last_campaign" text;--> statement-breakpoint
ALTER TABLE "prelaunch_signups" ADD COLUMN "last_referrer" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_touch_lengths" CHECK (coalesce(char_length(first_source), 0) <= 100 and coalesce(char_length(first_medium), 0) <= 100 and coalesce(char_length(first_campaign), 0) <= 100 and coalesce(char_length(first_referrer), 0) <= 100 and coalesce(char_length(last_source), 0) <= 100 and coalesce(char_length(last_medium), 0) <= 100 and coalesce(char_length(last_campaign), 0) <= 100 and coalesce(char_length(last_referrer), 0) <= 100);--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_touch_lengths" CHECK (coalesce(char_length(first_source), 0) <= 100 and coalesce(char_length(first_medium), 0) <= 100 and coalesce(char_length(first_campaign), 0) <= 100 and coalesce(char_length(first_referrer), 0) <= 100 and coalesce(char_length(last_source), 0) <= 100 and coalesce(char_length(last_medium), 0) <= 100 and coalesce(char_length(last_campaign), 0) <= 100 and coalesce(char_length(last_referrer), 0) <= 100);--> statement-breakpoint
ALTER TABLE "prelaunch_signups" ADD CONSTRAINT "prelaunch_signups_touch_lengths" CHECK (coalesce(char_length(first_source), 0) <= 100 and coalesce(char_length(first_medium), 0) <= 100 and coalesce(char_length(first_campaign), 0) <= 100 and coalesce(char_length(first_referrer), 0) <= 100 and coalesce(char_length(last_source), 0) <= 100 and coalesce(char_length(last_medium), 0) <= 100 and coalesce(char_length(last_campaign), 0) <= 100 and coalesce(char_length(last_referrer), 0) <= 100);