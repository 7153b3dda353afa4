-- Seat hoarding: beyond 2 registrations of a session from one client address or one own
-- e-mail domain within 24 hours, a registration waits for staff review ('review') and holds
-- no seat. Staff approve it (a seat, or the waitlist when full) or decline it, and the person
-- is e-mailed ('registration_reviewed' when it is not a seat).
ALTER TABLE session_registrations DROP CONSTRAINT session_registrations_status_check;
ALTER TABLE session_registrations ADD CONSTRAINT session_registrations_status_check
  CHECK (status IN ('pending', 'review', 'held', 'confirmed', 'waitlisted', 'declined', 'expired'));

-- The registrations of one session from one client address, newest last (the 24-hour count
-- reads them under the session's lock); the e-mail domain is matched within the session's rows.
DROP INDEX session_registrations_pending_ip;
CREATE INDEX session_registrations_client ON session_registrations (session_id, client_ip, created_at);

-- The template list grows by one whatever other migrations added to it: the new check is the
-- one in place with this template allowed beside it.
DO $$
DECLARE
  current_check TEXT;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO current_check FROM pg_constraint WHERE conname = 'mail_outbox_template_check';
  ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_template_check;
  EXECUTE format('ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_template_check CHECK (template = %L OR %s)',
                 'registration_reviewed', substr(current_check, length('CHECK ') + 1));
END $$;
