-- The order and leads desks search with ILIKE '%text%' across several columns. At 10,000 rows
-- that case-folded every row of the table (~40 ms a search on PGlite). A trigram index over the
-- searched text finds the candidate rows instead. pg_trgm ships with PostgreSQL and PGlite and
-- is a trusted extension: the database's owner may create it. The columns are joined with a
-- newline, which the desks' one-line search box cannot send, so no match spans two columns.
-- fastupdate off: new rows go straight into the index. Its default pending list is merged only
-- by (auto)vacuum, which PGlite does not run, and every search would read the list row by row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION order_search_text(reference TEXT, customer_name TEXT, customer_email TEXT, company TEXT, po_number TEXT,
                                  job_reference TEXT, invoice_number TEXT)
RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT reference || E'\n' || customer_name || E'\n' || customer_email || E'\n' || company || E'\n' || po_number
         || E'\n' || job_reference || E'\n' || coalesce(invoice_number, '')
$$;
CREATE INDEX orders_search ON orders
  USING gin (order_search_text(reference, customer_name, customer_email, company, po_number, job_reference, invoice_number) gin_trgm_ops)
  WITH (fastupdate = off);

CREATE FUNCTION lead_search_text(name TEXT, email TEXT, company TEXT, subject TEXT, message TEXT, product TEXT, reference TEXT)
RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT name || E'\n' || email || E'\n' || company || E'\n' || subject || E'\n' || message || E'\n' || product || E'\n' || reference
$$;
CREATE INDEX leads_search ON leads USING gin (lead_search_text(name, email, company, subject, message, product, reference) gin_trgm_ops)
  WITH (fastupdate = off);

-- A tab of the leads desk is its view: the status, or 'order' for a checkout linked to its
-- order (VIEW_SQL in server/data/leads.ts); a tab's page is read from this index.
CREATE INDEX leads_view ON leads ((CASE WHEN order_id IS NULL THEN status ELSE 'order' END), received_at DESC);

-- The desks' counts per status are kept per instance on PGlite (server/db/tableCache.ts): any
-- change to the table says so at commit, whatever wrote it.
CREATE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '');
  RETURN NULL;
END $$;
CREATE TRIGGER orders_notify_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('orders_changed');
CREATE TRIGGER leads_notify_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed('leads_changed');
