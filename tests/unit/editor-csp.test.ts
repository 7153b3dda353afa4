// The content editor's page allows a localhost backend only in the local editing setup
// (`npm run cms`), never in a build served by `npm start` or `npm run serve`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildAdminCsp } from '../../scripts/build/astro-csp-headers.mjs';
import { createStaticHandler } from '#server/http/static';

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'editor-csp-'));
  mkdirSync(join(dist, 'admin'));
  writeFileSync(join(dist, 'admin', 'index.html'), '<!doctype html><title>Editor</title>');
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(
    join(dist, '_headers'),
    `/admin\n  Content-Security-Policy: ${buildAdminCsp({ env: {} })}\n/admin/*\n  Content-Security-Policy: ${buildAdminCsp({ env: {} })}\n`,
  );
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const cspOf = async (options: Parameters<typeof createStaticHandler>[2], path = '/admin/') => {
  const app = new Hono().all('*', createStaticHandler(dist, 'netlify.toml', options));
  return (await app.request(path)).headers.get('content-security-policy') ?? '';
};

test('no build allows localhost to the editor, whatever NETLIFY says', () => {
  for (const env of [{}, { NETLIFY: 'true' }, { NODE_ENV: 'production' }])
    expect(buildAdminCsp({ env })).not.toMatch(/localhost|127\.0\.0\.1/);
});

test('served as `npm start` and `npm run serve` do, the editor’s page allows no localhost source', async () => {
  expect(await cspOf(undefined)).toContain("connect-src 'self'");
  expect(await cspOf(undefined)).not.toMatch(/localhost|127\.0\.0\.1/);
});

test('the local editing setup adds exactly its backend, to the editor’s page only', async () => {
  const local = { localEditorBackend: 'http://localhost:8081' };
  expect(await cspOf(local)).toMatch(/connect-src 'self' http:\/\/localhost:8081 http:\/\/127\.0\.0\.1:8081(;|$)/);
  expect(await cspOf(local, '/')).not.toMatch(/localhost/);
});
