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

const BUSY = 'The service is busy. Please try again.';
const UNAVAILABLE = 'The service is unavailable for a moment. Please try again.';
// PostgreSQL's connection classes (08…), shutting down or starting (57P01–57P03) and too many
// connections (53300); Node's socket errors when the server cannot be reached.
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '53300']);

/**
 * Why a failure is worth retrying in a moment, or null for a real error: every pool connection
 * busy for DB_CONNECT_TIMEOUT_MS, a statement past DB_STATEMENT_TIMEOUT_MS (57014), a
 * serialization failure or deadlock (40001, 40P01), or the database out of reach.
 */
export function tryAgainReason(err: Error): 'pool busy' | 'statement timeout' | 'serialization failure' | 'database unavailable' | null {
  const code = String((err as { code?: unknown }).code ?? '');
  if (/timeout exceeded when trying to connect/i.test(err.message)) return 'pool busy';
  if (code === '57014' || /query read timeout/i.test(err.message)) return 'statement timeout';
  if (code === '40001' || code === '40P01') return 'serialization failure';
  if (UNREACHABLE.has(code) || code.startsWith('08') || /connection terminated/i.test(err.message)) return 'database unavailable';
  return null;
}

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
    const tryAgain = tryAgainReason(err);
    if (tryAgain) {
      log({ level: 'warn', msg: `try again: ${tryAgain}`, request_id: c.get('requestId'), error: String(err) });
      const [detail, seconds] = tryAgain === 'database unavailable' ? [UNAVAILABLE, '5'] : [BUSY, '1'];
      return c.json({ detail }, 503, { 'Retry-After': seconds });
    }
    log({ level: 'error', msg: 'unhandled error', request_id: c.get('requestId'), error: String(err), stack: err.stack });
    return c.json({ detail: 'Internal Server Error' }, 500);
  };
