-- Leads: every submission that reaches the team template becomes one, in the transaction
-- that stores its outbox row, so none is ever missing from the desk. They are the shop's
-- business record: the outbox's retention does not touch them.
CREATE TABLE leads (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  outbox_id BIGINT UNIQUE REFERENCES mail_outbox (id),
  type TEXT NOT NULL CHECK (type IN ('order_request', 'contact', 'consultation', 'course_enrollment',
                                     'session_registration', 'training_inquiry', 'job_application', 'checkout')),
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'closed', 'spam')),
  name TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  subject TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  product TEXT NOT NULL DEFAULT '',
  reference TEXT NOT NULL DEFAULT '',
  owner_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
  received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX leads_received ON leads (received_at DESC, id DESC);
CREATE INDEX leads_status ON leads (status, received_at DESC);
CREATE INDEX leads_type ON leads (type, received_at DESC);

CREATE TABLE lead_notes (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id BIGINT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  author_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
  author_email TEXT,
  body TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX lead_notes_lead ON lead_notes (lead_id, id);
