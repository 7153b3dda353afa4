// The content editor's local backend reads and writes the checkout with no login: whatever
// HOST the server listens on, the backend answers on loopback only, and with
// NODE_ENV=production nothing listens on its port. Connections go only to this machine's own
// addresses (its non-loopback ones from os.networkInterfaces()).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { startCmsBackend } from '#server/content/cmsBackend';
import { freePort, startServer, waitForUrl } from '../e2e/support/server';

const repo = mkdtempSync(join(tmpdir(), 'editor-backend-'));
cpSync('content', join(repo, 'content'), { recursive: true });
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

describe('the content editor backend', () => {
  test('beside the server (npm start, HOST=127.0.0.1 or 0.0.0.0): answers on 127.0.0.1, refuses every other address', async () => {
    for (const host of ['127.0.0.1', '0.0.0.0']) {
      const cmsPort = await freePort();
      const server = await startServer({ env: { CMS_PORT: String(cmsPort), CONTENT_DIR: join(repo, 'content'), HOST: host } });
      try {
        await expect.poll(() => answersInfo(cmsPort), { timeout: 30_000 }).toBe(true);
        await expectLoopbackOnly(cmsPort);
      } finally {
        await server.stop();
      }
    }
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
});
