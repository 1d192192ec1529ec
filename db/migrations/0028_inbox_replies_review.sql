-- Inbox replies and contributors' drafts (issue 28 items 4 and 5, decision 045). A reply to a
-- contact message is kept in the message's thread, with who wrote it and the outbox mail that
-- carries it; the message records when it was last answered. A post records the staff account
-- that created it, so that a contributor edits only their own drafts.
ALTER TABLE "contact_submissions" ADD COLUMN "replied_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "contact_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL REFERENCES "contact_submissions"("id") ON DELETE CASCADE,
	"body" text NOT NULL,
	"author_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"author_name" text NOT NULL,
	"outbox_id" uuid REFERENCES "mail_outbox"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_replies_body_length" CHECK (char_length("body") between 1 and 5000),
	CONSTRAINT "contact_replies_author_length" CHECK (char_length("author_name") between 1 and 320)
);
--> statement-breakpoint
CREATE INDEX "contact_replies_submission_idx" ON "contact_replies" ("submission_id", "created_at");
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "blog_posts_created_by_idx" ON "blog_posts" ("created_by") WHERE "created_by" is not null;
--> statement-breakpoint
CREATE INDEX "blog_posts_review_idx" ON "blog_posts" ("review_requested_at") WHERE "review_requested_at" is not null;
--> statement-breakpoint
CREATE INDEX "mail_outbox_to_address_idx" ON "mail_outbox" ("to_address", "created_at");
