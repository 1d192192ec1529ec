-- First-party analytics (issue 27, decision 033). No cookies: a visitor is a hash of a daily random
-- salt, the site, the address and the user agent; the salts are deleted after 48 hours.
CREATE TABLE analytics_salts (
  day date PRIMARY KEY,
  salt text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Raw events, append-only (the rollup job reads them once, the retention job deletes old ones).
CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  visitor text NOT NULL,
  name text NOT NULL,
  path text NOT NULL,
  detail text,
  referrer text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  device text NOT NULL,
  browser text,
  os text,
  country text
);
--> statement-breakpoint
CREATE INDEX analytics_events_created_at_idx ON analytics_events (created_at);
--> statement-breakpoint
-- One row per visit (pageviews of one visitor less than 30 minutes apart), with the dimensions of
-- its first event; the dashboard reads this and the rollups below, never the raw events.
CREATE TABLE analytics_visits (
  id bigserial PRIMARY KEY,
  visitor text NOT NULL,
  started_at timestamptz NOT NULL,
  ended_at timestamptz NOT NULL,
  entry_path text NOT NULL,
  exit_path text NOT NULL,
  pageviews integer NOT NULL DEFAULT 0,
  events integer NOT NULL DEFAULT 0,
  paths text[] NOT NULL DEFAULT '{}',
  names text[] NOT NULL DEFAULT '{}',
  referrer text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  device text NOT NULL,
  browser text,
  os text,
  country text
);
--> statement-breakpoint
CREATE INDEX analytics_visits_started_at_idx ON analytics_visits (started_at);
--> statement-breakpoint
CREATE INDEX analytics_visits_visitor_idx ON analytics_visits (visitor, ended_at);
--> statement-breakpoint
CREATE TABLE analytics_hourly (
  hour timestamp NOT NULL,
  name text NOT NULL,
  path text NOT NULL,
  events integer NOT NULL,
  PRIMARY KEY (hour, name, path)
);
--> statement-breakpoint
CREATE TABLE analytics_daily (
  day date NOT NULL,
  name text NOT NULL,
  path text NOT NULL,
  events integer NOT NULL,
  PRIMARY KEY (day, name, path)
);
--> statement-breakpoint
-- The rollup job's place in the raw events: the highest id it has rolled up.
CREATE TABLE analytics_rollup_state (
  id integer PRIMARY KEY CHECK (id = 1),
  last_event_id bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO analytics_rollup_state (id, last_event_id) VALUES (1, 0);
