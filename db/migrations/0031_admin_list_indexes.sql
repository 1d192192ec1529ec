-- The admin lists within issue 28's budget (≤ 150 ms at p99 with 100,000 signups and 10,000
-- messages; decision 050).
--
-- 1. Each member's counted referrals, kept on the member's row. A referral counts once the friend
-- has confirmed their e-mail, unless it was held for review and not approved: the rule of
-- COUNTED_REFERRAL (app/models/signups.server.ts), written again here for the trigger. The trigger
-- keeps the count in the same statement that changes a referral (confirmation, a hold, staff's
-- decision, an erasure), whoever runs it: the app, a script or psql. It adds and takes away one
-- (never recounts), so two referrals of one member confirming at once both count.
ALTER TABLE "prelaunch_signups" ADD COLUMN "referral_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "prelaunch_signups" p SET "referral_count" = c.n
FROM (
  SELECT r.referred_by, count(*)::int AS n FROM "prelaunch_signups" r
  WHERE r.referred_by IS NOT NULL AND r.confirmed_at IS NOT NULL AND (r.referral_hold IS NULL OR r.referral_hold = 'approved')
  GROUP BY r.referred_by
) c
WHERE c.referred_by = p.ref_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION signup_referral_counted(referred_by text, confirmed_at timestamptz, referral_hold text) RETURNS boolean AS $$
  SELECT referred_by IS NOT NULL AND confirmed_at IS NOT NULL AND (referral_hold IS NULL OR referral_hold = 'approved')
$$ LANGUAGE sql IMMUTABLE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_signup_referral_count() RETURNS trigger AS $$
DECLARE
  was boolean := false;
  now_counts boolean := false;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    was := signup_referral_counted(OLD.referred_by, OLD.confirmed_at, OLD.referral_hold);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    now_counts := signup_referral_counted(NEW.referred_by, NEW.confirmed_at, NEW.referral_hold);
  END IF;
  IF TG_OP = 'UPDATE' AND was AND now_counts AND OLD.referred_by = NEW.referred_by THEN
    RETURN NULL;
  END IF;
  IF was THEN
    UPDATE "prelaunch_signups" SET "referral_count" = "referral_count" - 1 WHERE "ref_id" = OLD.referred_by;
  END IF;
  IF now_counts THEN
    UPDATE "prelaunch_signups" SET "referral_count" = "referral_count" + 1 WHERE "ref_id" = NEW.referred_by;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER prelaunch_signups_referral_count_insert AFTER INSERT ON "prelaunch_signups" FOR EACH ROW
  WHEN (NEW.referred_by IS NOT NULL AND NEW.confirmed_at IS NOT NULL) EXECUTE FUNCTION keep_signup_referral_count();--> statement-breakpoint
CREATE TRIGGER prelaunch_signups_referral_count_update AFTER UPDATE OF "referred_by", "confirmed_at", "referral_hold" ON "prelaunch_signups" FOR EACH ROW
  WHEN (OLD.referred_by IS NOT NULL OR NEW.referred_by IS NOT NULL) EXECUTE FUNCTION keep_signup_referral_count();--> statement-breakpoint
CREATE TRIGGER prelaunch_signups_referral_count_delete AFTER DELETE ON "prelaunch_signups" FOR EACH ROW
  WHEN (OLD.referred_by IS NOT NULL AND OLD.confirmed_at IS NOT NULL) EXECUTE FUNCTION keep_signup_referral_count();--> statement-breakpoint
-- The sort by most referrals reads this index in order; a tier is a range of it.
CREATE INDEX "prelaunch_signups_referral_count_idx" ON "prelaunch_signups" USING btree ("referral_count" DESC, "created_at" DESC, "id" DESC);--> statement-breakpoint
-- Newest first is (created_at, id), both descending: a later page reads the index in order with no
-- sort of its own (the index keeps its name; the retention purge's created_at < cutoff still uses it).
DROP INDEX "prelaunch_signups_created_at_idx";--> statement-breakpoint
CREATE INDEX "prelaunch_signups_created_at_idx" ON "prelaunch_signups" USING btree ("created_at", "id");--> statement-breakpoint
DROP INDEX "contact_submissions_created_at_idx";--> statement-breakpoint
CREATE INDEX "contact_submissions_created_at_idx" ON "contact_submissions" USING btree ("created_at", "id");--> statement-breakpoint
-- The review queue: referrals held for staff, oldest first.
CREATE INDEX "prelaunch_signups_held_idx" ON "prelaunch_signups" USING btree ("created_at") WHERE "referral_hold" = 'held';--> statement-breakpoint
-- 2. Searching signups and messages for a piece of text (ILIKE '%…%'): a trigram index over the
-- searched columns joined by a character no search can hold (control characters are dropped from
-- the filters), so a match in the joined text is a match in one column.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "prelaunch_signups_search_idx" ON "prelaunch_signups" USING gin ((
  "name" || E'\x01' || "email" || E'\x01' || "ref_id" || E'\x01' || "phone" || E'\x01' || coalesce("utm_source", '')
) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_search_idx" ON "contact_submissions" USING gin ((
  "name" || E'\x01' || "email" || E'\x01' || "subject" || E'\x01' || "message"
) gin_trgm_ops);--> statement-breakpoint
-- 3. The inbox's unread tab: new messages never answered, newest first.
CREATE INDEX "contact_submissions_unread_idx" ON "contact_submissions" USING btree ("created_at" DESC, "id" DESC) WHERE "status" = 'new' AND "replied_at" IS NULL;
--> statement-breakpoint
-- 4. The signups page's facets (the countries most signups first, the signups per UTM source, how
-- many there are, and how many match a filter of country, source and confirmation alone) without
-- reading every signup: signups per country, source (null: none) and confirmation, kept by
-- statement triggers as rows of changes added (never updated in place, so signups arriving at once
-- never wait on one another); the page sums them and now and then folds them into one row per key.
CREATE TABLE "signup_facet_counts" (
	"country" text NOT NULL,
	"source" text,
	"confirmed" boolean NOT NULL,
	"signups" integer NOT NULL
);--> statement-breakpoint
INSERT INTO "signup_facet_counts" ("country", "source", "confirmed", "signups")
SELECT country, nullif(utm_source, ''), confirmed_at IS NOT NULL, count(*)::int FROM "prelaunch_signups" GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_signup_facet_counts() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "signup_facet_counts" ("country", "source", "confirmed", "signups")
    SELECT country, nullif(utm_source, ''), confirmed_at IS NOT NULL, count(*)::int FROM added GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "signup_facet_counts" ("country", "source", "confirmed", "signups")
    SELECT country, nullif(utm_source, ''), confirmed_at IS NOT NULL, -count(*)::int FROM removed GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO "signup_facet_counts" ("country", "source", "confirmed", "signups")
    SELECT country, source, confirmed, sum(n)::int FROM (
      SELECT country, nullif(utm_source, '') AS source, confirmed_at IS NOT NULL AS confirmed, 1 AS n FROM added
      UNION ALL
      SELECT country, nullif(utm_source, ''), confirmed_at IS NOT NULL, -1 FROM removed
    ) d GROUP BY 1, 2, 3 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER prelaunch_signups_facets_insert AFTER INSERT ON "prelaunch_signups" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION keep_signup_facet_counts();--> statement-breakpoint
CREATE TRIGGER prelaunch_signups_facets_delete AFTER DELETE ON "prelaunch_signups" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION keep_signup_facet_counts();--> statement-breakpoint
CREATE TRIGGER prelaunch_signups_facets_update AFTER UPDATE ON "prelaunch_signups" REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION keep_signup_facet_counts();
