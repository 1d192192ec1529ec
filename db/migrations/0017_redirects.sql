-- Redirects (issue 26.4, decision 031): one row per old path, answered before any page renders.
-- Every change announces the topic 'redirects', so every instance reloads its map in memory.
CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"status" integer DEFAULT 301 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_status_known" CHECK ("redirects"."status" in (301, 302)),
	CONSTRAINT "redirects_from_path_site" CHECK (left("redirects"."from_path", 1) = '/' and length("redirects"."from_path") between 2 and 300),
	CONSTRAINT "redirects_to_path_length" CHECK (length("redirects"."to_path") between 1 and 2000),
	CONSTRAINT "redirects_not_to_itself" CHECK ("redirects"."from_path" <> "redirects"."to_path")
);
--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from_path_unique" ON "redirects" USING btree ("from_path");
--> statement-breakpoint
CREATE INDEX "redirects_to_path_idx" ON "redirects" USING btree ("to_path");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_redirects_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('site_events', json_build_object(
    'topic', 'redirects', 'table', TG_TABLE_NAME, 'op', TG_OP)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER redirects_notify AFTER INSERT OR UPDATE OR DELETE ON redirects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_redirects_change();
