-- The stock ledger: every change of live stock is one row, written by the same statement
-- that changes inventory.stock (a data-modifying CTE), so the ledger cannot miss a change
-- and stock_after is the value that statement produced.
CREATE TABLE stock_movements (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
  product_id INTEGER NOT NULL REFERENCES inventory (product_id),
  change INTEGER NOT NULL CHECK (change <> 0),
  stock_after INTEGER NOT NULL CHECK (stock_after >= 0),
  reason TEXT NOT NULL CHECK (reason IN ('checkout', 'cancellation', 'restock', 'count_correction', 'damaged', 'returned')),
  actor_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
  order_id UUID REFERENCES orders (id) ON DELETE SET NULL,
  note TEXT
);
CREATE INDEX stock_movements_product ON stock_movements (product_id, id DESC);
