// API response headers: no sniffing or framing, and nothing cached unless a route says so.
import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';

// Set before the handler runs (a route may override Cache-Control): reading c.res.headers
// afterwards would make the Node adapter build a full Response object for every request.
export const securityHeaders = () =>
  createMiddleware(async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    c.header('Cache-Control', 'no-store');
    await next();
  });

/** CORS only for the configured origins; any other Origin gets no Allow-Origin header. */
export function corsFor(origins: string[]) {
  const allow = cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposeHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  });
  // Without an Origin there is nothing to allow. Hono's cors would still write to c.res
  // before the handler, which costs the Node adapter a full Response object per request.
  return createMiddleware(async (c, next) => {
    if (c.req.header('origin') !== undefined) return allow(c, next);
    c.header('Vary', 'Origin');
    await next();
  });
}
