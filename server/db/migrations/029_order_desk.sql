-- The order desk opens on every order, newest first: its first page is read from this index
-- instead of sorting the whole table (orders_status_created serves a status tab).
CREATE INDEX orders_created ON orders (created_at DESC);
