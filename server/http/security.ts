// API response headers: no sniffing or framing, and nothing cached unless a route says so.
import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';

export const securityHeaders = () =>
  createMiddleware(async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'DENY');
    h.set('Referrer-Policy', 'no-referrer');
    h.set('Cross-Origin-Resource-Policy', 'same-origin');
    h.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    if (!h.has('Cache-Control')) h.set('Cache-Control', 'no-store');
  });

/** CORS only for the configured origins; any other Origin gets no Allow-Origin header. */
export const corsFor = (origins: string[]) =>
  cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposeHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  });
