// Where uploaded files (tax-exemption certificates) are kept: one small interface. The default
// keeps the bytes in the database (table stored_files), so no other server is needed; a
// deployment that wants them elsewhere (S3-compatible object storage) implements these three
// calls and passes its store to createApp.
import type { Queryable } from '../db';

export interface StoredFile {
  contentType: string;
  bytes: Uint8Array;
}

export interface FileStore {
  put(key: string, file: StoredFile): Promise<void>;
  /** undefined when no file has that key. */
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
}

/** The default store: the database the rest of the data is in (PGlite or PostgreSQL). */
export function databaseFileStore(db: Queryable): FileStore {
  return {
    async put(key, { contentType, bytes }) {
      await db.query('INSERT INTO stored_files (key, content_type, bytes) VALUES ($1, $2, $3)', [key, contentType, Buffer.from(bytes)]);
    },
    async get(key) {
      const { rows } = await db.query<{ content_type: string; bytes: Uint8Array }>(
        'SELECT content_type, bytes FROM stored_files WHERE key = $1',
        [key],
      );
      return rows[0] && { contentType: rows[0].content_type, bytes: new Uint8Array(rows[0].bytes) };
    },
    async delete(key) {
      await db.query('DELETE FROM stored_files WHERE key = $1', [key]);
    },
  };
}
