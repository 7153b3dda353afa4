import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';

export const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = (c: Context) => c.json({ detail: 'Request body too large (limit 64 KB)' }, 413);
const streamed = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });

/**
 * 413 for bodies over 64 KB, whether announced by Content-Length or streamed chunked.
 * A declared length is judged from the header alone (Node's parser holds the body to it):
 * opening the body stream here would cost the Node adapter its fast path for req.json().
 */
export const limitBody = () =>
  createMiddleware(async (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    return Number(length) > MAX_BODY_BYTES ? tooLarge(c) : next();
  });
