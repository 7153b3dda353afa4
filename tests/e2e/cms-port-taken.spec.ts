// The content editor when CMS_PORT is taken by another program: the server starts no backend
// there, /admin/ says which port is taken and how to choose another, and the page never talks
// to that program (which here answers like an editor backend of another checkout would).
// At 1280 and 360 px, with axe.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer, type RunningServer } from './support/server';
import { test, expect } from './support/fixtures';

let foreign: Server;
let port: number;
let requests = 0;
let server: RunningServer;
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  foreign = createServer((_req, res) => {
    requests += 1;
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('content-type', 'application/json');
    res.end('{"repo":"someone-else","publish_modes":["simple"],"type":"local_fs"}');
  });
  await new Promise<void>((listening) => foreign.listen(0, '127.0.0.1', listening));
  port = (foreign.address() as AddressInfo).port;
  server = await startServer({ env: { CMS_PORT: String(port) } });
});
test.afterAll(async () => {
  await server?.stop();
  await new Promise((closed) => foreign?.close(closed));
});

test('/admin/ names the taken port and how to choose another, and never talks to the program on it', async ({
  page,
  expectNoAxeViolations,
}, info) => {
  await page.goto(`${server.baseURL}/admin/`);
  const note = page.getByRole('main');
  await expect(note.getByRole('heading', { level: 1, name: 'The content editor is not connected' })).toBeVisible({ timeout: 20_000 });
  await expect(note).toContainText(
    `Port ${port} is taken by another program, so no content editor backend was started there. Stop that program, or choose another port, such as CMS_PORT=${port + 1} npm start.`,
  );
  await expect(page.getByRole('button', { name: /Login/ })).toHaveCount(0);
  expect(await page.evaluate(() => 'CMS' in window)).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(requests).toBe(0);
  await expectNoAxeViolations();
  await page.screenshot({ path: info.outputPath(`admin-port-taken-${page.viewportSize()?.width}.png`), fullPage: true });
});
