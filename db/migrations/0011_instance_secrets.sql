-- The signing key shared by every instance on a PostgreSQL server when SESSION_SECRET is not set
-- (issue 16.6). Written once by whichever instance boots first (INSERT ... ON CONFLICT DO NOTHING).
CREATE TABLE IF NOT EXISTS "instance_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
