// One structured JSON line per request, tagged with the X-Request-Id (echoed or generated).
import { createMiddleware } from 'hono/factory';

export type Log = (line: object) => void;
export const jsonLog: Log = (line) => console.log(JSON.stringify({ time: new Date().toISOString(), ...line }));

export const logRequests = (log: Log) =>
  createMiddleware(async (c, next) => {
    const start = performance.now();
    await next();
    log({
      level: c.res.status >= 500 ? 'error' : 'info',
      msg: 'request',
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
      request_id: c.get('requestId'),
    });
  });
