-- A low-stock threshold set on the inventory desk overrides the product file's
-- (NULL: the content's low_stock_threshold applies).
ALTER TABLE inventory ADD COLUMN low_stock_threshold INTEGER CHECK (low_stock_threshold BETWEEN 0 AND 10000000);

-- Where a registration came from: the site's session form, or staff booking a person who
-- called. A phone booking takes a seat under the same lock and capacity as any other.
ALTER TABLE session_registrations ADD COLUMN source TEXT NOT NULL DEFAULT 'site' CHECK (source IN ('site', 'phone'));
