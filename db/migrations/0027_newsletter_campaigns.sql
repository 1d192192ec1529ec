-- Newsletter composer and results (issues 27.3 and 28.5, decision 041): a send has its own subject,
-- intro, body (excerpt or whole post), segment and schedule; a post may be sent more than once
-- (to other segments), while the deliveries' key (post, subscriber) still lets a post reach a
-- subscriber once. Opens and clicks are counted per send and recipient.
DROP INDEX IF EXISTS "newsletter_sends_post_unique";
--> statement-breakpoint
CREATE INDEX "newsletter_sends_post_idx" ON "newsletter_sends" ("post_id");
--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD COLUMN "intro" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD COLUMN "body" text DEFAULT 'excerpt' NOT NULL;
--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD COLUMN "segment" text DEFAULT 'all' NOT NULL;
--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD COLUMN "status" text DEFAULT 'started' NOT NULL;
--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD COLUMN "publish_post" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD COLUMN "scheduled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD COLUMN "started_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "newsletter_sends" SET "started_at" = "created_at";
--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_body_valid" CHECK ("body" in ('excerpt', 'full'));
--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_status_valid" CHECK ("status" in ('scheduled', 'started', 'cancelled'));
--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_scheduled_has_time" CHECK ("status" <> 'scheduled' or "scheduled_at" is not null);
--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_text_lengths" CHECK (char_length("subject") <= 200 and char_length("intro") <= 4000 and char_length("segment") <= 120);
--> statement-breakpoint
CREATE INDEX "newsletter_sends_due_idx" ON "newsletter_sends" ("scheduled_at") WHERE "status" = 'scheduled';
--> statement-breakpoint
CREATE TABLE "newsletter_opens" (
	"send_id" uuid NOT NULL REFERENCES "newsletter_sends"("id") ON DELETE cascade,
	"subscriber_id" uuid NOT NULL REFERENCES "newsletter_subscribers"("id") ON DELETE cascade,
	"first_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opens" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "newsletter_opens_pk" PRIMARY KEY ("send_id", "subscriber_id")
);
--> statement-breakpoint
CREATE INDEX "newsletter_opens_subscriber_idx" ON "newsletter_opens" ("subscriber_id");
--> statement-breakpoint
CREATE TABLE "newsletter_clicks" (
	"send_id" uuid NOT NULL REFERENCES "newsletter_sends"("id") ON DELETE cascade,
	"subscriber_id" uuid NOT NULL REFERENCES "newsletter_subscribers"("id") ON DELETE cascade,
	"url" text NOT NULL,
	"first_clicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"clicks" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "newsletter_clicks_pk" PRIMARY KEY ("send_id", "subscriber_id", "url"),
	CONSTRAINT "newsletter_clicks_url_length" CHECK (char_length("url") between 1 and 2000)
);
--> statement-breakpoint
CREATE INDEX "newsletter_clicks_subscriber_idx" ON "newsletter_clicks" ("subscriber_id");
