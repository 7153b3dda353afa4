-- The customer is e-mailed the staff's review of their tax certificate ('certificate_reviewed':
-- approved, or not accepted with the reason), written to the outbox with the review.

-- Allows one more template in the outbox, whatever other migrations added to the list (035's
-- way, kept as a function so that the next template is one line): the check in place, with the
-- new template beside it.
CREATE FUNCTION allow_mail_template(kind TEXT) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  current_check TEXT := (SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conname = 'mail_outbox_template_check');
BEGIN
  EXECUTE format('ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_template_check, '
                 'ADD CONSTRAINT mail_outbox_template_check CHECK (template = %L OR %s)',
                 kind, substr(current_check, length('CHECK ') + 1));
END $$;

SELECT allow_mail_template('certificate_reviewed');
