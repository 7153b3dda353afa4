// Where uploaded files (tax-exemption certificates) are kept: one small interface. The default
// keeps the bytes in the database (tables stored_files and stored_file_chunks), so no other
// server is needed; a deployment that wants them elsewhere (S3-compatible object storage)
// implements these three calls and passes its store to createApp.
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

/**
 * PGlite runs in this thread and encodes a bytea parameter here: about 25 ms for 128 KB
 * (a whole 5 MB file held the event loop ~1 s). One chunk per query lets other requests in between.
 */
export const CHUNK_BYTES = 64 * 1024;
/** PGlite answers in microtasks: without a turn of the event loop between chunks, nothing else would run. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The default store: the database the rest of the data is in (PGlite or PostgreSQL). */
export function databaseFileStore(db: Queryable): FileStore {
  return {
    async put(key, { contentType, bytes }) {
      await db.query('INSERT INTO stored_files (key, content_type) VALUES ($1, $2)', [key, contentType]);
      try {
        for (let seq = 0; seq * CHUNK_BYTES < bytes.length; seq++) {
          const chunk = bytes.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES);
          await nextTurn();
          await db.query('INSERT INTO stored_file_chunks (key, seq, bytes) VALUES ($1, $2, $3)', [key, seq, Buffer.from(chunk)]);
        }
      } catch (err) {
        await this.delete(key);
        throw err;
      }
    },
    async get(key) {
      const { rows } = await db.query<{ content_type: string; chunks: number }>(
        'SELECT content_type, (SELECT count(*)::int FROM stored_file_chunks c WHERE c.key = f.key) AS chunks FROM stored_files f WHERE key = $1',
        [key],
      );
      if (!rows[0]) return undefined;
      const parts: Uint8Array[] = [];
      for (let seq = 0; seq < rows[0].chunks; seq++) {
        await nextTurn();
        const chunk = await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM stored_file_chunks WHERE key = $1 AND seq = $2', [key, seq]);
        parts.push(chunk.rows[0].bytes);
      }
      return { contentType: rows[0].content_type, bytes: new Uint8Array(Buffer.concat(parts)) };
    },
    async delete(key) {
      await db.query('DELETE FROM stored_files WHERE key = $1', [key]);
    },
  };
}
