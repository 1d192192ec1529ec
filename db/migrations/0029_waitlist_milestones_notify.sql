-- Milestones and the places per referral (issue 30.2, decision 036) are shown on the IRACONNECT
-- landing page, which the HTML cache keeps under the "signups" topic: a staff edit notifies that
-- topic (naming its table), so every instance drops the page and forgets its cached milestones.
CREATE TRIGGER waitlist_milestones_notify AFTER INSERT OR UPDATE OR DELETE ON waitlist_milestones
  FOR EACH STATEMENT EXECUTE FUNCTION notify_signup_insert();
--> statement-breakpoint
CREATE TRIGGER waitlist_settings_notify AFTER INSERT OR UPDATE OR DELETE ON waitlist_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_signup_insert();
