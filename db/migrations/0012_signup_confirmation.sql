-- Referrals are credited once a signup confirms its e-mail, and signups are de-duplicated by a
-- normalised address (issue 16.5): the big providers deliver alice+anything@ to alice@, and Gmail
-- ignores dots in the name, so those variants are one person. Other domains keep the address as it
-- is (a "+" or a dot may be another mailbox there). The rule lives here only, in SQL: a trigger
-- fills email_key on every insert, the app's or one typed into psql.
CREATE OR REPLACE FUNCTION signup_email_key(address text) RETURNS text AS $$
  SELECT CASE
    WHEN split_part(address, '@', 2) IN ('gmail.com', 'googlemail.com')
      THEN replace(split_part(split_part(address, '@', 1), '+', 1), '.', '') || '@gmail.com'
    WHEN split_part(address, '@', 2) IN ('outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'icloud.com', 'me.com', 'mac.com',
                                         'proton.me', 'protonmail.com', 'pm.me', 'fastmail.com', 'yahoo.com')
      THEN split_part(split_part(address, '@', 1), '+', 1) || '@' || split_part(address, '@', 2)
    ELSE address
  END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
ALTER TABLE "prelaunch_signups" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prelaunch_signups" ADD COLUMN "email_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Rows stored before: the oldest signup of each key gets it; a later variant (alice+p2@ after
-- alice+p1@) keeps a key of its own, so nothing stored is lost or merged.
WITH ranked AS (
  SELECT id, signup_email_key(email) AS key,
    row_number() OVER (PARTITION BY signup_email_key(email) ORDER BY created_at, id) AS n
  FROM "prelaunch_signups"
)
UPDATE "prelaunch_signups" p
SET "email_key" = CASE WHEN r.n = 1 AND r.key NOT LIKE '@%' THEN r.key ELSE 'legacy:' || p.email END
FROM ranked r WHERE r.id = p.id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fill_signup_email_key() RETURNS trigger AS $$
BEGIN
  IF NEW.email_key = '' THEN
    NEW.email_key := signup_email_key(NEW.email);
    -- An address whose name is only a tag ("+x@gmail.com") keys as itself.
    IF NEW.email_key LIKE '@%' THEN NEW.email_key := NEW.email; END IF;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER prelaunch_signups_email_key BEFORE INSERT ON prelaunch_signups FOR EACH ROW EXECUTE FUNCTION fill_signup_email_key();--> statement-breakpoint
CREATE UNIQUE INDEX "prelaunch_signups_email_key_unique" ON "prelaunch_signups" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "prelaunch_signups_referred_confirmed_idx" ON "prelaunch_signups" USING btree ("referred_by") WHERE "confirmed_at" IS NOT NULL;
