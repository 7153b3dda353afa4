// The content editor's local backend reads and writes the checkout with no login: whatever
// HOST the server listens on, the backend answers on loopback only, and with
// NODE_ENV=production nothing listens on its port. /admin/ is told the address of the backend
// the server started, and never one another program holds. Connections go only to this machine's own
// addresses (its non-loopback ones from os.networkInterfaces()).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { startCmsBackend } from '#server/content/cmsBackend';
import { freePort, startServer, waitForUrl } from '../e2e/support/server';

const repo = mkdtempSync(join(tmpdir(), 'editor-backend-'));
cpSync('content', join(repo, 'content'), { recursive: true });
// The server serves /admin/config.yml from the built site; this suite may run before the build.
cpSync('public/admin/config.yml', join(repo, 'dist', 'admin', 'config.yml'));
const dist = join(repo, 'dist');
afterAll(() => rmSync(repo, { recursive: true, force: true }));

/** This machine's addresses that are not loopback (link-local IPv6 needs a scope: left out). */
const outsideAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((a) => a && !a.internal && !a.address.startsWith('fe80'))
  .map((a) => a!.address);

/** 'open' when a TCP connection to host:port is accepted, else the error code. */
const tcp = (host: string, port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('open');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? String(err)));
  });

const infoBody = '{"action":"info"}';
const answersInfo = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: infoBody }).then(
    (r) => r.ok,
    () => false,
  );

async function expectLoopbackOnly(port: number) {
  expect(outsideAddresses.length).toBeGreaterThan(0);
  expect(await tcp('127.0.0.1', port)).toBe('open');
  for (const address of outsideAddresses) expect(await tcp(address, port), address).toBe('ECONNREFUSED');
}

// Each test starts servers, which takes a while on a busy machine.
describe('the content editor backend', { timeout: 180_000 }, () => {
  test('beside the server (npm start, HOST=127.0.0.1 or 0.0.0.0): answers on 127.0.0.1, refuses every other address', async () => {
    for (const host of ['127.0.0.1', '0.0.0.0']) {
      const cmsPort = await freePort();
      const server = await startServer({
        env: { CMS_PORT: String(cmsPort), CONTENT_DIR: join(repo, 'content'), DIST_DIR: dist, HOST: host },
      });
      try {
        await expect.poll(() => answersInfo(cmsPort), { timeout: 30_000 }).toBe(true);
        await expectLoopbackOnly(cmsPort);
        // /admin/ is served the address of this backend, whatever port it is on.
        const url = `http://127.0.0.1:${cmsPort}/api/v1`;
        expect(await (await fetch(`${server.baseURL}/admin/config.yml`)).text()).toContain(`local_backend:\n  url: ${url}\n`);
        expect(await (await fetch(`${server.baseURL}/admin/local-backend.json`)).json()).toEqual({ url, problem: null });
      } finally {
        await server.stop();
      }
    }
  });

  test('a program already on CMS_PORT: no backend is started, /admin/ is told which port is taken, and nothing is sent there', async () => {
    // Another program answering like an editor backend (another checkout's, say).
    let requests = 0;
    const foreign = createHttpServer((_req, res) => {
      requests += 1;
      res.setHeader('content-type', 'application/json');
      res.end('{"repo":"someone-else","publish_modes":["simple"],"type":"local_fs"}');
    });
    await new Promise<void>((listening) => foreign.listen(0, '127.0.0.1', listening));
    const port = (foreign.address() as AddressInfo).port;
    const server = await startServer({ env: { CMS_PORT: String(port), CONTENT_DIR: join(repo, 'content'), DIST_DIR: dist } });
    try {
      const status = () => fetch(`${server.baseURL}/admin/local-backend.json`).then((r) => r.json());
      await expect.poll(status, { timeout: 10_000 }).toEqual({
        url: null,
        problem: `Port ${port} is taken by another program, so no content editor backend was started there. Stop that program, or choose another port, such as CMS_PORT=${port + 1} npm start.`,
      });
      const yaml = await (await fetch(`${server.baseURL}/admin/config.yml`)).text();
      expect(yaml).toMatch(/^local_backend: false$/m);
      expect(yaml).not.toContain(String(port));
    } finally {
      await server.stop();
      await new Promise((closed) => foreign.close(closed));
    }
    expect(requests).toBe(0);
  });

  test('npm run cms’s backend (startCmsBackend) listens on loopback only too', async () => {
    const port = await freePort();
    const child = startCmsBackend({ repoDir: repo, port, stdio: 'ignore' }) as ChildProcess;
    try {
      await waitForUrl(`http://127.0.0.1:${port}/api/v1`, child, { timeoutMs: 30_000, body: infoBody });
      await expectLoopbackOnly(port);
    } finally {
      child.kill('SIGTERM');
    }
  });

  test('with NODE_ENV=production: the server starts no backend, and npm run cms refuses to run', async () => {
    const cmsPort = await freePort();
    const server = await startServer({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'editor-backend-production-secret-0123456789',
        CMS_PORT: String(cmsPort),
        CONTENT_DIR: join(repo, 'content'),
      },
    });
    try {
      // The server answers; a backend it started would be listening within this time.
      await new Promise((r) => setTimeout(r, 3000));
      for (const address of ['127.0.0.1', ...outsideAddresses]) expect(await tcp(address, cmsPort), address).toBe('ECONNREFUSED');
    } finally {
      await server.stop();
    }

    const cms = spawn(process.execPath, ['scripts/dev/cms.mjs'], {
      env: { ...process.env, NODE_ENV: 'production', CMS_PORT: String(cmsPort) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    cms.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((r) => cms.once('exit', r));
    expect(code).toBe(1);
    expect(stderr).toContain('starts no editor backend with NODE_ENV=production');
    expect(await tcp('127.0.0.1', cmsPort)).toBe('ECONNREFUSED');
  });

  test('npm run cms on a taken port says so and what to do, and starts nothing', async () => {
    const taken = createHttpServer();
    await new Promise<void>((listening) => taken.listen(0, '127.0.0.1', listening));
    const port = (taken.address() as AddressInfo).port;
    try {
      const cms = spawn(process.execPath, ['scripts/dev/cms.mjs'], {
        env: { ...process.env, CMS_PORT: String(port) },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      cms.stderr.on('data', (chunk) => (stderr += chunk));
      expect(await new Promise((r) => cms.once('exit', r))).toBe(1);
      expect(stderr).toContain(`Port ${port} is taken by another program`);
      expect(stderr).toContain(`CMS_PORT=${port + 1} npm run cms`);
    } finally {
      await new Promise((closed) => taken.close(closed));
    }
  });
});
