// The API as it is served: mounted at /api under one root app with compression and the
// stopping instance's Connection: close. server/main.ts adds the site behind it; the API
// suites call this same root, so every path rule (audit, body limits) is proven at /api.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Lifecycle } from './health';

export const API_PREFIX = '/api';

// Compression pays for pages and for the API's long answers (stock of every product, order
// lists); a cart or sign-in answer is a few hundred bytes, not worth a compression stream.
const LONG_API_ANSWERS = /^\/api\/(products|orders|admin|openapi\.json)/;

export function mountApi(api: Hono, lifecycle: Lifecycle = { stopping: false }): Hono {
  const squeeze = compress();
  const root = new Hono();
  // While stopping, each answer closes its connection: a keep-alive client reconnects elsewhere.
  // Once closing, a request on a connection still open is answered, not reset: try again elsewhere.
  root.use('*', async (c, next) => {
    if (lifecycle.closing)
      return c.json({ detail: 'This server is stopping. Please try again.' }, 503, { 'Retry-After': '1', Connection: 'close' });
    await next();
    if (lifecycle.stopping) c.header('Connection', 'close');
  });
  root.use('*', (c, next) => (c.req.path.startsWith('/api/') && !LONG_API_ANSWERS.test(c.req.path) ? next() : squeeze(c, next)));
  root.route(API_PREFIX, api);
  // Unknown API paths and methods answer the API's JSON 404, never the site's HTML page.
  root.all('/api/*', (c) => c.json({ detail: 'Not Found' }, 404));
  return root;
}
