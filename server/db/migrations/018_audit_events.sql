-- Security events and every staff action: who did what to which target, from where.
-- actor_email is a copy, so the record stays readable after the account is gone.
CREATE TABLE audit_events (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
  actor_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
  actor_email TEXT,
  action TEXT NOT NULL,
  target TEXT,
  client_ip TEXT,
  detail JSONB NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_events_created ON audit_events (id DESC);
CREATE INDEX audit_events_action ON audit_events (action, id DESC);
