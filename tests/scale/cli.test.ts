// The admin CLI and the compiled server on the embedded database (server/db/dirLock.ts,
// server/admin/commands.ts). While the server runs, the CLI's commands are done by the server,
// from another PID namespace too, and `backup FILE` makes a file that restores; a second
// server on the same directory is refused; a server that is PID 1 of its namespace and is
// killed leaves nothing that blocks the next start. The PID namespace parts need `unshare`
// (skipped, saying so, where the machine does not allow it).
import { execFile, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { PASSWORD } from '../api/helpers';
import { call, JWT_SECRET, until } from './shop';

const dir = mkdtempSync(join(tmpdir(), 'scale-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { ...process.env, DATA_DIR: join(dir, 'data'), JWT_SECRET, NODE_ENV: 'production', DATABASE_URL: '', LOG_LEVEL: 'warn' };

/** How this machine lets a process start in a PID namespace of its own, if it does. */
const unshare = ((): string[] | null => {
  for (const prefix of [
    ['unshare', '--pid', '--fork', '--mount-proc'],
    ['unshare', '-r', '--pid', '--fork', '--mount-proc'],
  ])
    if (spawnSync(prefix[0], [...prefix.slice(1), 'true']).status === 0) return [...prefix, '--kill-child=SIGKILL'];
  return null;
})();
const noUnshare = 'unshare --pid --fork (with or without -r) is not permitted on this machine';

const run = (argv: string[], extra: Record<string, string> = {}) =>
  promisify(execFile)(argv[0], argv.slice(1), { env: { ...env, ...extra } }).then(
    (r) => ({ code: 0, ...r }),
    (e) => ({ code: e.code as number, stdout: e.stdout as string, stderr: e.stderr as string }),
  );
const cli = (...args: string[]) => run([process.execPath, 'build/server/cli.js', ...args]);

async function startServer(port: number, prefix: string[] = []) {
  const argv = [...prefix, process.execPath, 'build/server/main.js'];
  const server = spawn(argv[0], argv.slice(1), { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
  const exited = once(server, 'exit');
  const url = `http://127.0.0.1:${port}`;
  await until(async () => (await call(`${url}/api/health/ready`)).status === 200, 120_000, 'the server');
  return { server, exited, url };
}

test('while the server runs on PGlite the CLI’s commands are done by it; backup FILE restores', async () => {
  const port = await freePort();
  const { server, exited, url } = await startServer(port);
  const file = join(dir, 'shop.backup');
  try {
    const created = await cli('create-user', '--email', 'boss@example.com', '--password', PASSWORD, '--role', 'admin');
    expect(created).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/created user \d+ <boss@example.com>.*\(done by the running server\)/),
    });
    // The server sees the account at once.
    const login = await call(`${url}/api/auth/login`, { body: { email: 'boss@example.com', password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('admin');
    expect((await cli('backup', file)).stdout).toMatch(/^backed up the pglite database to .*users 1.*\(done by the running server\)/);
    if (unshare) {
      const other = await run([
        ...unshare,
        process.execPath,
        'build/server/cli.js',
        'set-role',
        '--email',
        'boss@example.com',
        '--role',
        'customer',
      ]);
      expect(other).toMatchObject({ code: 0, stdout: expect.stringContaining('is now customer (done by the running server)') });
    }
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
  const fresh = await run([process.execPath, 'build/server/cli.js', 'restore', file], { DATA_DIR: join(dir, 'fresh') });
  expect(fresh).toMatchObject({ code: 0, stdout: expect.stringMatching(/^restored .* into the pglite database: .*users 1/) });
}, 300_000);

test.skipIf(!unshare)(
  `a second server is refused while the first runs in another PID namespace; a server that is PID 1 and is killed leaves nothing that blocks the next start${unshare ? '' : ` (skipped: ${noUnshare})`}`,
  async () => {
    const port = await freePort();
    const pid1 = await startServer(port, unshare!);
    const second = await run([process.execPath, 'build/server/main.js'], { PORT: String(await freePort()), HOST: '127.0.0.1' });
    expect(second.code).not.toBe(0);
    expect(second.stderr).toContain('is in use by another process');
    // SIGKILL to the namespace's PID 1 (its id outside is unshare's child): no clean-up runs.
    const outside = Number(readFileSync(`/proc/${pid1.server.pid}/task/${pid1.server.pid}/children`, 'utf8').trim());
    process.kill(outside, 'SIGKILL');
    await pid1.exited;
    const again = await startServer(port);
    try {
      const login = await call(`${again.url}/api/auth/login`, { body: { email: 'boss@example.com', password: PASSWORD } });
      expect(login.status).toBe(200);
    } finally {
      again.server.kill('SIGTERM');
      await again.exited;
    }
  },
  300_000,
);
