-- A claimed Idempotency-Key is a lease (server/http/idempotency.ts): renewed while its request
-- runs, so the claim of a request whose instance died lapses within 30 seconds.
ALTER TABLE idempotency_keys ADD COLUMN lease_until TIMESTAMPTZ NOT NULL DEFAULT now() + interval '30 seconds';

-- The relay stores the same submission from the same client once within 10 minutes: a post
-- retried after a lost answer is not a second message (server/mail/relayRepeats.ts).
CREATE TABLE relay_submissions (
  hash TEXT NOT NULL,
  client_ip TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (hash, client_ip)
);
CREATE INDEX relay_submissions_created ON relay_submissions (created_at);
