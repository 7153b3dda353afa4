// The site as `npm start` serves it (the API's mount with its compression, then the built
// files): a browser that takes Brotli gets the build's Brotli copy, any other gzip, and a copy
// older than its page is never sent.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mountApi } from '#server/http/mount';
import { acceptsBrotli, createStaticHandler } from '#server/http/static';
import { writeBrotli } from '../../scripts/build/precompress.mjs';

const PAGE = `<!doctype html><title>Fusion splicers</title>${'<p>Core alignment, 0.02 dB typical splice loss.</p>'.repeat(80)}`;
let dist: string;
let site: Hono;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'static-br-'));
  for (const page of ['products', 'school']) {
    mkdirSync(join(dist, page));
    writeFileSync(join(dist, page, 'index.html'), PAGE);
    expect(await writeBrotli(join(dist, page, 'index.html'))).toBe(true);
  }
  // The school page changed after the build compressed it: its copy is stale.
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(dist, 'school', 'index.html'), later, later);
  site = mountApi(new Hono());
  site.all('*', createStaticHandler(dist, 'netlify.toml'));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, acceptEncoding: string, method = 'GET') =>
  site.request(path, { method, headers: { 'Accept-Encoding': acceptEncoding } });

describe('the built site as served', () => {
  test("a browser that takes Brotli gets the build's copy, whole", async () => {
    const r = await get('/products/', 'gzip, deflate, br, zstd');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-encoding')).toBe('br');
    expect(r.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(Buffer.from(await r.arrayBuffer())).toString()).toBe(PAGE);
  });

  test('any other browser gets gzip, and a refused Brotli (q=0) is not sent', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const r = await get('/products/', accept);
      expect(r.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await r.arrayBuffer())).toString()).toBe(PAGE);
    }
  });

  test('a copy older than its page is never sent', async () => {
    const r = await get('/school/', 'br, gzip');
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await r.arrayBuffer())).toString()).toBe(PAGE);
  });

  test('HEAD says what GET would send', async () => {
    const r = await get('/products/', 'br', 'HEAD');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-encoding')).toBe('br');
  });

  test.each([
    ['br', true],
    ['gzip, BR;q=0.5', true],
    ['br;q=0', false],
    ['br;q=0.0, gzip', false],
    ['gzip, deflate', false],
    ['brotli', false],
    [undefined, false],
  ])('Accept-Encoding %s takes Brotli: %s', (header, takes) => {
    expect(acceptsBrotli(header)).toBe(takes);
  });
});
