-- Landing tests (issue 30.4, decision 037): a page's original against one variant of its blocks,
-- a share of the visitors sent to the variant, the winner kept when the test ends.
CREATE TABLE landing_tests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  page_id uuid NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  name text NOT NULL,
  variant_blocks jsonb NOT NULL DEFAULT '[]'::jsonb,
  split integer NOT NULL DEFAULT 50,
  status text NOT NULL DEFAULT 'draft',
  winner text,
  started_at timestamptz,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT landing_tests_name_present CHECK (char_length(btrim(name)) BETWEEN 1 AND 120),
  CONSTRAINT landing_tests_split_range CHECK (split BETWEEN 1 AND 99),
  CONSTRAINT landing_tests_status_valid CHECK (status IN ('draft', 'running', 'ended')),
  CONSTRAINT landing_tests_winner_valid CHECK (winner IS NULL OR winner IN ('a', 'b')),
  CONSTRAINT landing_tests_blocks_list CHECK (jsonb_typeof(variant_blocks) = 'array')
);
--> statement-breakpoint
-- One test at a time per page (a draft or a running one); ended tests stay for their results.
CREATE UNIQUE INDEX landing_tests_one_open_per_page ON landing_tests (page_id) WHERE status IN ('draft', 'running');
--> statement-breakpoint
-- A signup or contact message sent by a visitor assigned to a test's arm (read from the cookie).
CREATE TABLE landing_test_conversions (
  test_id uuid NOT NULL REFERENCES landing_tests(id) ON DELETE CASCADE,
  arm text NOT NULL,
  kind text NOT NULL,
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (test_id, kind, subject),
  CONSTRAINT landing_test_conversions_arm_valid CHECK (arm IN ('a', 'b')),
  CONSTRAINT landing_test_conversions_kind_valid CHECK (kind IN ('signup', 'contact'))
);
--> statement-breakpoint
-- The visitor's landing-test assignments when the event was sent ("<test>:<arm>" joined by "."), null outside tests.
ALTER TABLE analytics_events ADD COLUMN variant text;
--> statement-breakpoint
-- Starting, changing or ending a test changes what a page shows: cached pages are dropped.
CREATE TRIGGER landing_tests_notify AFTER INSERT OR UPDATE OR DELETE ON landing_tests FOR EACH ROW EXECUTE FUNCTION notify_pages_change();
