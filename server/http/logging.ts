// One structured JSON line per request, tagged with the X-Request-Id (echoed or generated),
// which the answer carries back in its X-Request-Id header.
import { createMiddleware } from 'hono/factory';
import pino from 'pino';
import type { LogLevel } from '../config';

/** A log line: { level: 'info' | 'warn' | 'error', msg, ...fields }. */
export type Log = (line: object) => void;

// pino writes asynchronously and batches lines written while a write is in flight:
// a synchronous console.log per request cost a fifth of the server's time under load.
const logger = pino(
  { base: null, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } },
  pino.destination({ sync: false }),
);

/** LOG_LEVEL: lines below it are not written (request lines are 'info'). */
export const setLogLevel = (level: LogLevel) => void (logger.level = level);

export const jsonLog: Log = (line) => {
  const { level, ...fields } = line as { level?: string };
  if (level === 'error') logger.error(fields);
  else if (level === 'warn') logger.warn(fields);
  else if (level === 'debug') logger.debug(fields);
  else logger.info(fields);
};

export const logRequests = (log: Log) =>
  createMiddleware(async (c, next) => {
    const start = performance.now();
    await next();
    // A 503 with Retry-After is a moment's overload or outage the client may retry, not a bug.
    const tryAgain = c.res.status === 503 && c.res.headers.has('Retry-After');
    log({
      level: tryAgain ? 'warn' : c.res.status >= 500 ? 'error' : 'info',
      msg: 'request',
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
      request_id: c.get('requestId'),
      ...(tryAgain ? { try_again: true } : {}),
    });
  });
