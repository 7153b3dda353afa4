-- Issue 37 on the staff desks.

-- Staff re-send an order's confirmation or invoice from the order desk ('order_document': the
-- PDF attached, made from the order as it is when re-sent).
SELECT allow_mail_template('order_document');

-- A phone booking needs no e-mail address, a phone number is enough: one registration per
-- address and session among those with one, one per phone number (its digits) among those without.
DROP INDEX session_registrations_one_per_email;
CREATE UNIQUE INDEX session_registrations_one_per_email ON session_registrations (session_id, lower(email)) WHERE email <> '';
CREATE UNIQUE INDEX session_registrations_one_per_phone ON session_registrations (session_id, regexp_replace(phone, '\D', '', 'g'))
  WHERE email = '';
