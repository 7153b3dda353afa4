// Cross-cutting HTTP behaviour: body limits, content types, errors, headers, CORS, logs.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '#server/app';
import type { Db } from '#server/db/index';
import { asServed, setup, type Harness, SETUP_TIMEOUT } from './helpers';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await setup({ env: { CORS_ORIGINS: 'https://shop.example' } });
  token = (await h.user()).token;
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

const raw = (path: string, init: RequestInit) => h.app.request(path, init);

describe('request bodies', () => {
  const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(70 * 1024) });

  test('over 64 KB with Content-Length → 413', async () => {
    const res = await raw('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'Request body too large (limit 64 KB)' });
  });

  test('over 64 KB chunked (no Content-Length) → 413', async () => {
    const bytes = new TextEncoder().encode(big);
    const body = new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192));
        controller.close();
      },
    });
    const res = await raw('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  test.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'Content-Type %j on a write route → 415',
    async (type) => {
      const res = await raw('/cart/items', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...(type ? { 'content-type': type } : {}) },
        body: '{"product_id":1}',
      });
      expect(res.status).toBe(415);
    },
  );

  test('application/json; charset=utf-8 is JSON', async () => {
    const res = await raw('/cart/items', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=utf-8' },
      body: '{"product_id":2}',
    });
    expect(res.status).toBe(200);
  });

  test.each(['{', '', 'nul', '{"a":1}}', '\u0000'])('invalid JSON %j → 422, never 5xx', async (body) => {
    const res = await raw('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(422);
    expect((await res.json()).detail[0]).toMatchObject({ loc: ['body'], msg: 'Invalid JSON' });
  });

  test('a JSON array or scalar where an object belongs → 422', async () => {
    for (const body of ['[]', '"x"', '42', 'null']) {
      expect((await raw('/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status).toBe(422);
    }
  });
});

describe('headers', () => {
  test('security headers and no-store on API answers, errors included', async () => {
    const answers = [
      await raw('/auth/me', { headers: { authorization: `Bearer ${token}` } }),
      await raw('/auth/me', {}),
      await raw('/no-such-route', {}),
      await raw('/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
      await raw('/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(70_000) },
        body: 'x'.repeat(70_000),
      }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 401, 404, 422, 413]);
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
    expect((await raw('/products/stock', {})).headers.get('cache-control')).toBe('public, max-age=30');
  });

  test('X-Request-Id is echoed when sane, generated otherwise, and logged', async () => {
    const echoed = await raw('/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('abc-123');
    const generated = await raw('/health', { headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(h.logs).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        path: '/api/health',
        status: 200,
        request_id: 'abc-123',
        ms: expect.any(Number),
      }),
    );
  });

  test('CORS answers only the configured origin', async () => {
    const allowed = await raw('/products/stock', { headers: { origin: 'https://shop.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    const other = await raw('/products/stock', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const sameOrigin = await raw('/products/stock', {});
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBeNull();
    for (const res of [allowed, other, sameOrigin]) expect(res.headers.get('vary')).toContain('Origin'); // shared caches keep them apart
    const preflight = await raw('/orders', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('errors', () => {
  test('unknown route → 404 detail', async () => {
    const res = await raw('/nope', {});
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not Found' });
  });

  test('GET /health reports the database', async () => {
    const res = await raw('/health', {});
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  test('a real failure → logged 500 without internals', async () => {
    const logs: any[] = [];
    const broken: Db = {
      kind: 'pglite',
      query: async (sql: string) => {
        if (sql.includes('INSERT INTO inventory')) return { rows: [], rowCount: 0 };
        throw new Error('connection reset (secret internals)');
      },
      exec: async () => {},
      transaction: async () => {
        throw new Error('down');
      },
      listen: async () => {},
      listenerAlive: () => true,
      notifiesAtCommit: true,
      poolStats: () => null,
      probe: async () => {
        throw new Error('down');
      },
      close: async () => {},
    };
    const app = asServed(createApp({ db: broken, config: h.config, log: (l) => logs.push(l) }));
    const res = await app.request('/products/stock');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ detail: 'Internal Server Error' });
    expect(logs.find((l) => l.msg === 'unhandled error')).toMatchObject({
      level: 'error',
      error: expect.stringContaining('connection reset'),
    });
    expect((await app.request('/health')).status).toBe(503);
  });
});
