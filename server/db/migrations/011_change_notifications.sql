-- Every instance caches the signed-in user and the cart (server/db/rowCache.ts). These
-- triggers tell the other instances, and the admin CLI's changes, to drop their copies:
-- NOTIFY is delivered at commit, with the id of the user whose row changed.
CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_changed', OLD.id::text);
  RETURN NULL;
END $$;
CREATE TRIGGER users_notify AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();

CREATE FUNCTION notify_cart_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('cart_changed', OLD.user_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('cart_changed', NEW.user_id::text); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER cart_items_notify AFTER INSERT OR UPDATE OR DELETE ON cart_items
  FOR EACH ROW EXECUTE FUNCTION notify_cart_changed();
