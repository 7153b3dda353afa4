import { bodyLimit } from 'hono/body-limit';

export const MAX_BODY_BYTES = 64 * 1024;

/** 413 for bodies over 64 KB, whether announced by Content-Length or streamed chunked. */
export const limitBody = () =>
  bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ detail: 'Request body too large (limit 64 KB)' }, 413) });
