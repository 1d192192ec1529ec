-- Live updates (DESIGN.md "Request flow"): writes that pages watch call pg_notify on one channel,
-- 'site_events', with a small JSON payload. Every app instance LISTENs and fans the event out to its
-- Server-Sent Events clients. Writes made straight in SQL notify too, because the trigger fires.
CREATE OR REPLACE FUNCTION notify_case_study_change() RETURNS trigger AS $$
DECLARE
  study_id text;
BEGIN
  IF TG_TABLE_NAME = 'case_studies' THEN
    study_id := COALESCE(NEW.id, OLD.id);
  ELSE
    study_id := COALESCE(NEW.case_study_id, OLD.case_study_id);
  END IF;
  PERFORM pg_notify('site_events', json_build_object(
    'topic', 'case-studies', 'table', TG_TABLE_NAME, 'op', TG_OP, 'id', study_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_signup_insert() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('site_events', json_build_object(
    'topic', 'signups', 'table', TG_TABLE_NAME, 'op', TG_OP)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER case_studies_notify AFTER INSERT OR UPDATE OR DELETE ON case_studies
  FOR EACH ROW EXECUTE FUNCTION notify_case_study_change();
--> statement-breakpoint
CREATE TRIGGER case_study_results_notify AFTER INSERT OR UPDATE OR DELETE ON case_study_results
  FOR EACH ROW EXECUTE FUNCTION notify_case_study_change();
--> statement-breakpoint
CREATE TRIGGER case_study_tech_stack_notify AFTER INSERT OR UPDATE OR DELETE ON case_study_tech_stack
  FOR EACH ROW EXECUTE FUNCTION notify_case_study_change();
--> statement-breakpoint
CREATE TRIGGER prelaunch_signups_notify AFTER INSERT ON prelaunch_signups
  FOR EACH ROW EXECUTE FUNCTION notify_signup_insert();
