-- Live seats of training sessions. A session's row is its lock: every registration and
-- status change takes it FOR UPDATE, counts, then writes, so taken + held never passes the
-- capacity however many people register at once. outside_taken and capacity follow the
-- content (content/sessions/*.yaml): seats taken outside the site, and max_participants.
CREATE TABLE session_seats (
  session_id INTEGER PRIMARY KEY,
  outside_taken INTEGER NOT NULL CHECK (outside_taken >= 0),
  capacity INTEGER NOT NULL CHECK (capacity > 0)
);

CREATE TABLE session_registrations (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES session_seats (session_id),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('held', 'confirmed', 'waitlisted', 'declined', 'expired')),
  hold_expires_at TIMESTAMPTZ,
  -- The relay's team message the registration came with (its acknowledgement names the seat).
  outbox_id BIGINT REFERENCES mail_outbox (id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- One registration per person and session.
CREATE UNIQUE INDEX session_registrations_one_per_email ON session_registrations (session_id, lower(email));
CREATE INDEX session_registrations_session ON session_registrations (session_id, status, id);
CREATE INDEX session_registrations_holds ON session_registrations (hold_expires_at) WHERE status = 'held';
CREATE INDEX session_registrations_outbox ON session_registrations (outbox_id);

ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_template_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_template_check
  CHECK (template IN ('team', 'autoreply', 'order_shipped', 'order_delivered', 'order_cancelled', 'order_cancelled_team',
                      'password_reset', 'session_confirmed', 'seat_offered'));
