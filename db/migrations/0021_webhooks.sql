-- Signed outgoing webhooks (issue 30.3, decision 035): endpoints staff add, one delivery row per
-- event and endpoint (a queue like the mail outbox), and one row per attempt to send it.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  url text NOT NULL,
  description text NOT NULL DEFAULT '',
  events text[] NOT NULL DEFAULT '{}',
  enabled boolean NOT NULL DEFAULT true,
  secret text NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT webhook_endpoints_url_http CHECK (url ~* '^https?://' and char_length(url) <= 2000),
  CONSTRAINT webhook_endpoints_description_length CHECK (char_length(description) <= 200)
);
--> statement-breakpoint
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  event_type text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_status_code integer,
  last_response text,
  last_error text,
  last_duration_ms integer,
  replay_of uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  CONSTRAINT webhook_deliveries_status_valid CHECK (status in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (status, next_attempt_at);
--> statement-breakpoint
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at);
--> statement-breakpoint
CREATE TABLE webhook_attempts (
  id bigserial PRIMARY KEY,
  delivery_id uuid NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now(),
  status_code integer,
  duration_ms integer NOT NULL,
  response_excerpt text,
  error text
);
--> statement-breakpoint
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, attempt);
