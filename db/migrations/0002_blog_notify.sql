-- Blog changes notify too, so that every instance can drop its cached blog pages (server/html-cache.ts).
CREATE OR REPLACE FUNCTION notify_blog_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('site_events', json_build_object(
    'topic', 'blog', 'table', TG_TABLE_NAME, 'op', TG_OP, 'id', COALESCE(NEW.slug, OLD.slug))::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER blog_posts_notify AFTER INSERT OR UPDATE OR DELETE ON blog_posts
  FOR EACH ROW EXECUTE FUNCTION notify_blog_change();
