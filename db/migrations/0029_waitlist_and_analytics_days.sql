-- Milestones and the places per referral (issue 30.2, decision 036) are shown on the IRACONNECT
-- landing page, which the HTML cache keeps under the "signups" topic: a staff edit notifies that
-- topic (naming its table), so every instance drops the page and forgets its cached milestones.
CREATE TRIGGER waitlist_milestones_notify AFTER INSERT OR UPDATE OR DELETE ON waitlist_milestones
  FOR EACH STATEMENT EXECUTE FUNCTION notify_signup_insert();
--> statement-breakpoint
CREATE TRIGGER waitlist_settings_notify AFTER INSERT OR UPDATE OR DELETE ON waitlist_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_signup_insert();
--> statement-breakpoint
-- Analytics (issue 27, decision 048): per UTC day, the visits' figures for every combination of
-- the dashboard's filters (entry page, source, campaign, device, country; NULL = every value), so
-- the dashboard reads a few hundred rows a day however many events there were. Values are stored
-- as the dashboard shows them (no real NULL), so NULL only ever means "every value".
CREATE TABLE "analytics_visit_days" (
	"day" date NOT NULL,
	"entry_path" text,
	"source" text,
	"campaign" text,
	"device" text,
	"country" text,
	"visits" integer NOT NULL,
	"visitors" integer NOT NULL,
	"pageviews" bigint NOT NULL,
	"bounces" integer NOT NULL,
	"duration" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_visit_days_day_idx" ON "analytics_visit_days" USING btree ("day");
--> statement-breakpoint
-- Per day and page: visitors, pageviews, and the visitors of those visits who signed up or
-- subscribed; unfiltered and per one filter.
CREATE TABLE "analytics_page_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"entry_path" text,
	"source" text,
	"campaign" text,
	"device" text,
	"country" text,
	"visitors" integer NOT NULL,
	"pageviews" integer NOT NULL,
	"signups" integer NOT NULL,
	"subscribers" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_page_days_day_idx" ON "analytics_page_days" USING btree ("day");
--> statement-breakpoint
-- Per day and named event: the visitors who reached it; unfiltered and per one filter.
CREATE TABLE "analytics_goal_days" (
	"day" date NOT NULL,
	"goal" text NOT NULL,
	"entry_path" text,
	"source" text,
	"campaign" text,
	"device" text,
	"country" text,
	"visitors" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_goal_days_day_idx" ON "analytics_goal_days" USING btree ("day");
--> statement-breakpoint
-- Per day: the signup funnel's visitors at each step (steps[i]: reached steps 0..i); unfiltered and per one filter.
CREATE TABLE "analytics_funnel_days" (
	"day" date NOT NULL,
	"entry_path" text,
	"source" text,
	"campaign" text,
	"device" text,
	"country" text,
	"steps" integer[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_funnel_days_day_idx" ON "analytics_funnel_days" USING btree ("day");
--> statement-breakpoint
-- The days whose rows above are complete; a day whose visits change leaves this list (and is read
-- from the visits) until the scheduler rolls it up again. Today is never rolled up.
CREATE TABLE "analytics_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_dirty_days" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "analytics_dirty_days" ("day") SELECT DISTINCT ("started_at" AT TIME ZONE 'UTC')::date FROM "analytics_visits";
