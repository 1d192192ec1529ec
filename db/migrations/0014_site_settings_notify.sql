-- Site settings announce their changes like content does (0001, 0002): every instance reloads its
-- copy in memory (the company's facts, the two-factor requirement) and drops its cached pages on the
-- topic 'settings' (server/index.ts), also when a setting is changed straight in SQL.
CREATE OR REPLACE FUNCTION notify_site_settings_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('site_events', json_build_object(
    'topic', 'settings', 'table', TG_TABLE_NAME, 'op', TG_OP, 'id', COALESCE(NEW.key, OLD.key))::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER site_settings_notify AFTER INSERT OR UPDATE OR DELETE ON site_settings
  FOR EACH ROW EXECUTE FUNCTION notify_site_settings_change();
