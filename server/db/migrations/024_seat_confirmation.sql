-- A registration holds a seat only once its e-mail address is confirmed (the "Confirm my
-- seat" link of the acknowledgement). Until then it is 'pending' for at most an hour and
-- counts as held, so two people are never promised the last seat. The link's token is
-- derived from the registration's id with a key outside the database; only its SHA-256 is
-- kept. client_ip bounds the pending registrations of one client address per session.
ALTER TABLE session_registrations DROP CONSTRAINT session_registrations_status_check;
ALTER TABLE session_registrations ADD CONSTRAINT session_registrations_status_check
  CHECK (status IN ('pending', 'held', 'confirmed', 'waitlisted', 'declined', 'expired'));
ALTER TABLE session_registrations ADD COLUMN client_ip TEXT NOT NULL DEFAULT '';
ALTER TABLE session_registrations ADD COLUMN confirm_token_hash TEXT UNIQUE;
ALTER TABLE session_registrations ADD COLUMN email_confirmed_at TIMESTAMPTZ;
-- Registrations made before this change came through staff or were already held: their
-- addresses count as confirmed.
UPDATE session_registrations SET email_confirmed_at = created_at;
DROP INDEX session_registrations_holds;
CREATE INDEX session_registrations_holds ON session_registrations (hold_expires_at) WHERE status IN ('held', 'pending');
CREATE INDEX session_registrations_pending_ip ON session_registrations (session_id, client_ip) WHERE status = 'pending';
