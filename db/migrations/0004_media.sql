CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"alt" text NOT NULL,
	"source_format" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_id_format" CHECK ("media"."id" ~ '^[0-9a-f]{32}$'),
	CONSTRAINT "media_alt_present" CHECK (char_length(btrim("media"."alt")) between 1 and 300),
	CONSTRAINT "media_format_valid" CHECK ("media"."format" in ('jpeg', 'png')),
	CONSTRAINT "media_dimensions_positive" CHECK ("media"."width" > 0 and "media"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"media_id" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_variants_media_id_width_format_pk" PRIMARY KEY("media_id","width","format"),
	CONSTRAINT "media_variants_format_valid" CHECK ("media_variants"."format" in ('avif', 'webp', 'jpeg', 'png'))
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "cover_media_id" text;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "cover_media_id" text;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "logo_media_id" text;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "blog_posts_scheduled_idx" ON "blog_posts" USING btree ("scheduled_at") WHERE "blog_posts"."scheduled_at" is not null;--> statement-breakpoint
CREATE INDEX "case_studies_scheduled_idx" ON "case_studies" USING btree ("scheduled_at") WHERE "case_studies"."scheduled_at" is not null;
