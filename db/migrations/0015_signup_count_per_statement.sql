-- Signups are stored in batches (issue 15.4, decision 026): one statement may insert several rows.
-- The count (0005) now moves once per statement, by the statement's number of rows, on one random
-- slot. With one random slot per row, two batches stored at the same moment could take two slots
-- each in opposite orders and deadlock; one update per statement also does less work.
CREATE OR REPLACE FUNCTION count_signup_rows() RETURNS trigger AS $$
DECLARE
  pick integer := floor(random() * 16)::int;
  moved bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO moved FROM added;
  ELSE
    SELECT -count(*) INTO moved FROM removed;
  END IF;
  IF moved <> 0 THEN
    UPDATE signup_counts SET n = n + moved WHERE slot = pick;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS prelaunch_signups_count ON prelaunch_signups;
--> statement-breakpoint
CREATE TRIGGER prelaunch_signups_count_insert AFTER INSERT ON prelaunch_signups
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_signup_rows();
--> statement-breakpoint
CREATE TRIGGER prelaunch_signups_count_delete AFTER DELETE ON prelaunch_signups
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_signup_rows();
