// FastAPI-style error bodies (the shapes of src/domain/shared/schemas.ts): {"detail": "text"}, or for 422 a list of
// {loc, msg, type}. Bad input never becomes a 5xx.
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { FieldError } from '#domain/shared/schemas';

/** An expected failure with the status and detail the client should see. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string | FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : detail.map((d) => d.msg).join('; '));
  }
}

export function fail(status: ContentfulStatusCode, detail: string, headers?: Record<string, string>): never {
  throw new ApiError(status, detail, headers);
}

/** A 422 for one field, e.g. the quantity limit. */
export function invalidField(field: string, msg: string, type = 'value_error'): never {
  throw new ApiError(422, [{ loc: ['body', field], msg, type }]);
}

/** Zod issues as FastAPI's list; an absent field reads 'Field required' (parse with reportInput). */
export const zodDetail = (err: z.ZodError, where: 'body' | 'query' = 'body'): FieldError[] =>
  err.issues.map((i) => {
    const loc = [where, ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
    const missing = i.code === 'invalid_type' && 'input' in i && i.input === undefined && i.path.length > 0;
    return missing ? { loc, msg: 'Field required', type: 'missing' } : { loc, msg: i.message, type: i.code };
  });

export const onError =
  (log: (line: object) => void): ErrorHandler =>
  (err, c: Context) => {
    if (err instanceof ApiError) return c.json({ detail: err.detail }, err.status, err.headers);
    if (err instanceof z.ZodError) return c.json({ detail: zodDetail(err) }, 422);
    if (err instanceof HTTPException) return c.json({ detail: err.message || 'Request failed' }, err.status);
    // Text PostgreSQL cannot store (NUL 22P05, bad encoding 22021) is the client's bad input.
    const code = (err as { code?: unknown }).code;
    if (code === '22P05' || code === '22021')
      return c.json({ detail: [{ loc: ['body'], msg: 'Text contains characters that cannot be stored', type: 'string_invalid' }] }, 422);
    // A number past its column's range (22003) is refused as well: every route bounds its numbers, this is the backstop.
    if (code === '22003') return c.json({ detail: [{ loc: ['body'], msg: 'A number is out of range', type: 'number_out_of_range' }] }, 422);
    // So is a date PostgreSQL cannot hold (22008): every route checks its dates, this is the backstop.
    if (code === '22008') {
      const where = c.req.method === 'GET' ? 'query' : 'body';
      return c.json({ detail: [{ loc: [where], msg: 'A date is out of range', type: 'date_out_of_range' }] }, 422);
    }
    // Every pool connection stayed busy for DB_CONNECT_TIMEOUT_MS: a moment's overload, not a bug.
    if (/timeout exceeded when trying to connect/i.test(err.message)) {
      log({ level: 'warn', msg: 'no database connection free in time', request_id: c.get('requestId') });
      return c.json({ detail: 'The service is busy. Please try again.' }, 503, { 'Retry-After': '1' });
    }
    log({ level: 'error', msg: 'unhandled error', request_id: c.get('requestId'), error: String(err), stack: err.stack });
    return c.json({ detail: 'Internal Server Error' }, 500);
  };
