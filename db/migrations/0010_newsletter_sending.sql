CREATE TABLE "newsletter_deliveries" (
	"post_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"send_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"outbox_id" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enqueued_at" timestamp with time zone,
	CONSTRAINT "newsletter_deliveries_post_id_subscriber_id_pk" PRIMARY KEY("post_id","subscriber_id"),
	CONSTRAINT "newsletter_deliveries_status_valid" CHECK ("newsletter_deliveries"."status" in ('pending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"started_by" uuid,
	"started_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "bounce_reason" text;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_send_id_newsletter_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."newsletter_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_send_idx" ON "newsletter_deliveries" USING btree ("send_id","status");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_waiting_idx" ON "newsletter_deliveries" USING btree ("created_at") WHERE "newsletter_deliveries"."outbox_id" is null and "newsletter_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_enqueued_idx" ON "newsletter_deliveries" USING btree ("enqueued_at");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_outbox_idx" ON "newsletter_deliveries" USING btree ("outbox_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_sends_post_unique" ON "newsletter_sends" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "newsletter_sends_created_at_idx" ON "newsletter_sends" USING btree ("created_at");--> statement-breakpoint
-- A newsletter delivery follows its mail: when the outbox worker records an outcome, the delivery
-- takes the same status (and the last error), whichever instance sent it.
CREATE OR REPLACE FUNCTION newsletter_delivery_follow_outbox() RETURNS trigger AS $$
BEGIN
  UPDATE newsletter_deliveries SET status = NEW.status, error = NEW.last_error
   WHERE outbox_id = NEW.id AND status <> 'skipped';
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_newsletter_delivery AFTER UPDATE OF status ON mail_outbox
  FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status) EXECUTE FUNCTION newsletter_delivery_follow_outbox();
