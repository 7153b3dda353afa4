import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';

export const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = (maxBytes: number) => (c: Context) =>
  c.json(
    { detail: `Request body too large (limit ${maxBytes >= 1024 * 1024 ? `${maxBytes / 1024 / 1024} MB` : `${maxBytes / 1024} KB`})` },
    413,
  );

/** Routes that take files (an upload's own rules then refuse a file too large with a 422). */
export interface LargerBody {
  path: RegExp;
  maxBytes: number;
}

/**
 * 413 for bodies over 64 KB (or a `larger` route's limit), whether announced by Content-Length
 * or streamed chunked. A declared length is judged from the header alone (Node's parser holds
 * the body to it): opening the body stream here would cost the Node adapter its fast path for req.json().
 */
export function limitBody(larger: LargerBody[] = []) {
  const limits = [...larger, { path: /(?:)/, maxBytes: MAX_BODY_BYTES }].map((l) => ({
    ...l,
    refuse: tooLarge(l.maxBytes),
    streamed: bodyLimit({ maxSize: l.maxBytes, onError: tooLarge(l.maxBytes) }),
  }));
  return createMiddleware(async (c, next) => {
    const limit = limits.find((l) => l.path.test(c.req.path))!;
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limit.streamed(c, next);
    return Number(length) > limit.maxBytes ? limit.refuse(c) : next();
  });
}
