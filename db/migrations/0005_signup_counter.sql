-- The signup count kept by the database (issue 15.4): sixteen counter rows, each signup adding one to
-- a random row (so concurrent signups rarely wait on the same row lock), the count being their sum.
-- Triggers keep it right for every write, the app's or SQL typed into psql.
CREATE TABLE IF NOT EXISTS "signup_counts" (
	"slot" integer PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "signup_counts" ("slot", "n")
SELECT s, CASE WHEN s = 0 THEN (SELECT count(*) FROM "prelaunch_signups") ELSE 0 END FROM generate_series(0, 15) AS s
ON CONFLICT ("slot") DO NOTHING;
--> statement-breakpoint
-- The slot is drawn once into a variable: random() in the WHERE clause would be drawn again for
-- every row it is compared with.
CREATE OR REPLACE FUNCTION count_signup_change() RETURNS trigger AS $$
DECLARE
  pick integer := floor(random() * 16)::int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE signup_counts SET n = n + 1 WHERE slot = pick;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE signup_counts SET n = n - 1 WHERE slot = pick;
  ELSE
    UPDATE signup_counts SET n = 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER prelaunch_signups_count AFTER INSERT OR DELETE ON prelaunch_signups
  FOR EACH ROW EXECUTE FUNCTION count_signup_change();
--> statement-breakpoint
CREATE TRIGGER prelaunch_signups_count_truncate AFTER TRUNCATE ON prelaunch_signups
  FOR EACH STATEMENT EXECUTE FUNCTION count_signup_change();
