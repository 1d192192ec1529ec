CREATE TABLE "content_preview_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "content_preview_links_entity_type_known" CHECK ("content_preview_links"."entity_type" in ('blog_post', 'case_study'))
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"author_id" uuid,
	"author_email" text,
	"title" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"restored_from" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_entity_type_known" CHECK ("content_revisions"."entity_type" in ('blog_post', 'case_study'))
);
--> statement-breakpoint
ALTER TABLE "content_preview_links" ADD CONSTRAINT "content_preview_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_preview_links_token_hash_unique" ON "content_preview_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "content_preview_links_entity_idx" ON "content_preview_links" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "content_revisions_entity_idx" ON "content_revisions" USING btree ("entity_type","entity_id","created_at");