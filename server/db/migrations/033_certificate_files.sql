-- Tax certificates (third security review). The default file store keeps a file in chunks of
-- 128 KB: PGlite encodes a bytea parameter on the event loop, and one 5 MB value held the
-- loop about a second on insert and 0.4 s on read; a chunk holds it about 25 ms.
CREATE TABLE stored_file_chunks (
  key TEXT NOT NULL REFERENCES stored_files (key) ON DELETE CASCADE,
  seq INTEGER NOT NULL CHECK (seq >= 0),
  bytes BYTEA NOT NULL,
  PRIMARY KEY (key, seq)
);
INSERT INTO stored_file_chunks (key, seq, bytes) SELECT key, 0, bytes FROM stored_files;
ALTER TABLE stored_files DROP COLUMN bytes;

-- A certificate is stored and downloaded as certificate-<id>.<ext of its sniffed type>; the
-- name the uploader gave is kept only as text to show.
ALTER TABLE tax_certificates RENAME COLUMN file_name TO original_name;
