-- Every e-mail the relay accepts, stored before it answers 200, so an accepted message
-- survives a crash. The delivery worker moves each row pending → sending → sent | failed.
CREATE TABLE mail_outbox (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  template TEXT NOT NULL CHECK (template IN ('team', 'autoreply')),
  recipient TEXT NOT NULL,
  reply_to TEXT,
  subject TEXT NOT NULL,
  params JSONB NOT NULL,
  -- The submission's order_id parameter; an auto-reply must answer a team message.
  reference TEXT NOT NULL,
  answers_id BIGINT REFERENCES mail_outbox (id),
  client_ip TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- For 'pending': when to try next. For 'sending': when the claim expires (a crashed worker's lease).
  next_attempt_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_error TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  sent_at TIMESTAMPTZ
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE state IN ('pending', 'sending');
CREATE INDEX mail_outbox_team_reference ON mail_outbox (reference, created_at) WHERE template = 'team';
-- At most one auto-reply per submission.
CREATE UNIQUE INDEX mail_outbox_one_autoreply ON mail_outbox (answers_id) WHERE answers_id IS NOT NULL;
CREATE INDEX mail_outbox_created ON mail_outbox (created_at DESC);
