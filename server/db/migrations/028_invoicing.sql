-- Contractor buying (issue 28): company, PO and job on the order, pickup, tax-exemption
-- certificates, staff confirmation, invoices with a gap-free number, payments.
-- New money columns are whole cents (BIGINT); the order's own totals stay NUMERIC(12,2).

-- Files kept by the default storage (server/storage): the bytes live in the database.
CREATE TABLE stored_files (
  key TEXT PRIMARY KEY,
  content_type TEXT NOT NULL,
  bytes BYTEA NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

ALTER TABLE users ADD COLUMN company TEXT NOT NULL DEFAULT '';
-- Staff approve an account for net 30 terms.
ALTER TABLE users ADD COLUMN net_terms BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE tax_certificates (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company TEXT NOT NULL,
  expires_on DATE NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason TEXT NOT NULL DEFAULT '',
  file_key TEXT NOT NULL,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size_bytes INTEGER NOT NULL CHECK (size_bytes > 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  reviewed_at TIMESTAMPTZ,
  reviewed_by BIGINT REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX tax_certificates_user ON tax_certificates (user_id, id DESC);
-- A certificate's file in the default store goes with it (also when the account is deleted).
CREATE FUNCTION tax_certificate_file_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stored_files WHERE key = OLD.file_key;
  RETURN OLD;
END $$;
CREATE TRIGGER tax_certificates_file AFTER DELETE ON tax_certificates
  FOR EACH ROW EXECUTE FUNCTION tax_certificate_file_gone();

ALTER TABLE orders
  ADD COLUMN company TEXT NOT NULL DEFAULT '',
  ADD COLUMN po_number TEXT NOT NULL DEFAULT '',
  ADD COLUMN job_reference TEXT NOT NULL DEFAULT '',
  ADD COLUMN fulfilment TEXT NOT NULL DEFAULT 'ship' CHECK (fulfilment IN ('ship', 'pickup')),
  ADD COLUMN tax_certificate_id BIGINT REFERENCES tax_certificates (id) ON DELETE SET NULL,
  -- What the customer asked for, kept when staff confirm other figures.
  ADD COLUMN requested_total NUMERIC(12,2),
  ADD COLUMN confirmed_at TIMESTAMPTZ,
  ADD COLUMN freight_cents BIGINT NOT NULL DEFAULT 0 CHECK (freight_cents >= 0),
  ADD COLUMN payment_terms TEXT CHECK (payment_terms IN ('card_by_phone', 'wire_ach', 'net_30')),
  ADD COLUMN expected_ship_date DATE,
  ADD COLUMN invoice_number TEXT UNIQUE,
  ADD COLUMN invoiced_at TIMESTAMPTZ,
  ADD COLUMN due_date DATE,
  ADD COLUMN paid_cents BIGINT NOT NULL DEFAULT 0 CHECK (paid_cents >= 0);
ALTER TABLE order_items ADD COLUMN requested_unit_price NUMERIC(12,2);

-- One row: the last invoice number given. Taking the next one updates this row inside the
-- shipping transaction, so a rolled-back shipment gives its number back (a SEQUENCE would not).
CREATE TABLE invoice_counter (
  only_row BOOLEAN PRIMARY KEY DEFAULT true CHECK (only_row),
  last_number BIGINT NOT NULL DEFAULT 0
);
INSERT INTO invoice_counter DEFAULT VALUES;

CREATE TABLE payments (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id UUID NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  method TEXT NOT NULL CHECK (method IN ('card', 'wire_ach', 'check')),
  paid_on DATE NOT NULL,
  reference TEXT NOT NULL DEFAULT '',
  recorded_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX payments_order ON payments (order_id, id);

ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_template_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_template_check
  CHECK (template IN ('team', 'autoreply', 'order_shipped', 'order_delivered', 'order_cancelled', 'order_cancelled_team',
                      'password_reset', 'session_confirmed', 'seat_offered', 'order_confirmed'));
