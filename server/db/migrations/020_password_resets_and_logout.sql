-- Password reset links: only the SHA-256 of the token is stored; a link works for 60
-- minutes, once, and only until a newer password is set.
CREATE TABLE password_resets (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX password_resets_user ON password_resets (user_id) WHERE used_at IS NULL;

-- Tokens signed out one at a time (POST /auth/logout), by their jti, kept until they would
-- have expired anyway. "Sign out of all devices" bumps users.token_version instead.
CREATE TABLE revoked_tokens (
  jti TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX revoked_tokens_user ON revoked_tokens (user_id, expires_at);

-- The auth guard caches each user with their revoked jtis (server/db/rowCache.ts): a
-- sign-out tells every instance to drop its copy, like a change to the user row.
CREATE FUNCTION notify_token_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_changed', NEW.user_id::text);
  RETURN NULL;
END $$;
CREATE TRIGGER revoked_tokens_notify AFTER INSERT ON revoked_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_token_revoked();

ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_template_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_template_check
  CHECK (template IN ('team', 'autoreply', 'order_shipped', 'order_delivered', 'order_cancelled', 'order_cancelled_team', 'password_reset'));
