-- The server's own order e-mails go through the same outbox and worker as the relay's.
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_template_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_template_check
  CHECK (template IN ('team', 'autoreply', 'order_shipped', 'order_delivered', 'order_cancelled', 'order_cancelled_team'));
