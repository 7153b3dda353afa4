// Issue item 7: the admin CLI beside a running server on the embedded database. PGlite allows
// one process per directory; the CLI refuses with a clear message instead of writing to a copy
// the server will never see, and works once the server has stopped. Nothing is lost.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { PASSWORD } from '../api/helpers';
import { call, JWT_SECRET, until } from './shop';

const dir = mkdtempSync(join(tmpdir(), 'scale-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { ...process.env, DATA_DIR: dir, JWT_SECRET, NODE_ENV: 'production', DATABASE_URL: '', LOG_LEVEL: 'warn' };
const cli = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['build/server/cli.js', ...args], { env }).then(
    (r) => ({ code: 0, ...r }),
    (e) => ({ code: e.code as number, stdout: e.stdout as string, stderr: e.stderr as string }),
  );

test('with the server running on PGlite the CLI refuses and changes nothing; stopped, it works', async () => {
  const port = await freePort();
  const server = spawn(process.execPath, ['build/server/main.js'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  try {
    await until(async () => (await call(`${url}/api/health/ready`)).status === 200, 120_000, 'the server');
    const refused = await cli('create-user', '--email', 'boss@example.com', '--password', PASSWORD, '--role', 'admin');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is in use by another process');
    expect(refused.stderr).toContain('stop that process first, or use DATABASE_URL');
    // The server's own writes are intact and it still works.
    expect((await call(`${url}/api/auth/login`, { body: { email: 'boss@example.com', password: PASSWORD } })).status).toBe(401);
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
  const created = await cli('create-user', '--email', 'boss@example.com', '--password', PASSWORD, '--role', 'admin');
  expect(created).toMatchObject({ code: 0, stdout: expect.stringMatching(/created user \d+ <boss@example.com>/) });
  // A server started again finds the account.
  const again = spawn(process.execPath, ['build/server/main.js'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const gone = new Promise((resolve) => again.on('exit', resolve));
  try {
    await until(async () => (await call(`${url}/api/health/ready`)).status === 200, 120_000, 'the server again');
    const login = await call(`${url}/api/auth/login`, { body: { email: 'boss@example.com', password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('admin');
  } finally {
    again.kill('SIGTERM');
    await gone;
  }
}, 300_000);
