-- Pages from blocks and the proof collections (issue 26, decision 029).
CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"breadcrumb" text,
	"seo_title" text,
	"seo_description" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"share_media_id" text,
	"canonical" text,
	"noindex" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"draft" jsonb,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "pages_path_format" CHECK ("pages"."path" ~ '^/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$' and char_length("pages"."path") <= 200),
	CONSTRAINT "pages_title_present" CHECK (char_length(btrim("pages"."title")) between 1 and 120),
	CONSTRAINT "pages_status_valid" CHECK ("pages"."status" in ('draft', 'published')),
	CONSTRAINT "pages_published_has_date" CHECK ("pages"."status" <> 'published' or "pages"."published_at" is not null),
	CONSTRAINT "pages_blocks_list" CHECK (jsonb_typeof("pages"."blocks") = 'array')
);
--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_share_media_id_media_id_fk" FOREIGN KEY ("share_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "pages_path_unique" ON "pages" USING btree ("path");
--> statement-breakpoint
CREATE INDEX "pages_publish_at_idx" ON "pages" USING btree ("publish_at") WHERE "pages"."publish_at" is not null;
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_media_id" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_name_present" CHECK (char_length(btrim("clients"."name")) between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "clients_name_unique" ON "clients" USING btree ("name");
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"company" text NOT NULL,
	"photo_media_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_quote_present" CHECK (char_length(btrim("testimonials"."quote")) between 1 and 1000),
	CONSTRAINT "testimonials_name_present" CHECK (char_length(btrim("testimonials"."name")) between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_photo_media_id_media_id_fk" FOREIGN KEY ("photo_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"bio" text,
	"photo_media_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_name_present" CHECK (char_length(btrim("people"."name")) between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_photo_media_id_media_id_fk" FOREIGN KEY ("photo_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
-- Pages keep revisions like posts and case studies (content_revisions, entity type 'page').
ALTER TABLE "content_revisions" DROP CONSTRAINT "content_revisions_entity_type_known";
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_entity_type_known" CHECK ("content_revisions"."entity_type" in ('blog_post', 'case_study', 'page'));
--> statement-breakpoint
-- Pages and their proof announce their changes like posts do (0002): every instance drops its
-- cached pages on the topic 'pages' (server/html-cache.ts).
CREATE OR REPLACE FUNCTION notify_pages_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('site_events', json_build_object(
    'topic', 'pages', 'table', TG_TABLE_NAME, 'op', TG_OP, 'id', COALESCE(NEW.id, OLD.id))::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pages_notify AFTER INSERT OR UPDATE OR DELETE ON pages FOR EACH ROW EXECUTE FUNCTION notify_pages_change();
--> statement-breakpoint
CREATE TRIGGER clients_notify AFTER INSERT OR UPDATE OR DELETE ON clients FOR EACH ROW EXECUTE FUNCTION notify_pages_change();
--> statement-breakpoint
CREATE TRIGGER testimonials_notify AFTER INSERT OR UPDATE OR DELETE ON testimonials FOR EACH ROW EXECUTE FUNCTION notify_pages_change();
--> statement-breakpoint
CREATE TRIGGER people_notify AFTER INSERT OR UPDATE OR DELETE ON people FOR EACH ROW EXECUTE FUNCTION notify_pages_change();
