// The admin CLI while a server holds the embedded database (server/admin/commands.ts): its
// commands are sent over the database's lock and the server runs them against its own open
// database, audited as the CLI's; `backup FILE` writes a file that restores, with the same
// rows, into a fresh directory; a restore is refused until the server stops. The harness
// plays the server (it holds the database and answers as server/main.ts does).
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { answerAdminCommands } from '#server/admin/commands';
import { PASSWORD, PG_URL, setup, SETUP_TIMEOUT, submission, type Harness } from './helpers';

let h: Harness;
const dir = mkdtempSync(join(tmpdir(), 'admin-server-'));
beforeAll(async () => {
  h = await setup();
  answerAdminCommands(h.config.dataDir, h.db);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await h.close();
  rmSync(dir, { recursive: true, force: true });
}, SETUP_TIMEOUT);

const cli = (env: Record<string, string>, ...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], { env: { ...process.env, ...env } }).then(
    (r) => ({ code: 0, ...r }),
    (e) => ({ code: e.code as number, stdout: e.stdout as string, stderr: e.stderr as string }),
  );
/** The rows of a backup file, table by table (the header, which holds the time, left out). */
const rowsOf = (file: string) => gunzipSync(readFileSync(file)).toString('utf8').split('\n').slice(1).join('\n');

test.runIf(!PG_URL)(
  'create-user and set-role through the running server: the account signs in at once, and the audit log names the CLI',
  async () => {
    const created = await cli(h.env, 'create-user', '--email', 'boss@example.com', '--password', PASSWORD, '--role', 'admin');
    expect(created).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^created user \d+ <boss@example.com> \(boss\) as admin \(done by the running server\)/),
    });
    const login = await h.request('POST', '/auth/login', { body: { email: 'boss@example.com', password: PASSWORD } });
    expect(login.body.user.role).toBe('admin');
    expect((await h.request('GET', '/admin/orders', { token: login.body.access_token })).status).toBe(200);

    expect((await cli(h.env, 'set-role', '--email', 'boss@example.com', '--role', 'customer')).stdout).toMatch(/is now customer/);
    expect((await h.request('GET', '/admin/orders', { token: login.body.access_token })).status).toBe(403);
    const refused = await cli(h.env, 'set-role', '--email', 'nobody@example.com', '--role', 'admin');
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('no user with e-mail nobody@example.com') });
    const { rows } = await h.db.query<{ action: string; actor_email: string }>(
      `SELECT action, actor_email FROM audit_events WHERE target = 'boss@example.com' ORDER BY id`,
    );
    expect(rows).toMatchObject([
      { action: 'user.create', actor_email: 'admin CLI' },
      { action: 'user.role_change', actor_email: 'admin CLI' },
    ]);
  },
  SETUP_TIMEOUT,
);

test.runIf(!PG_URL)(
  'backup FILE while the server runs restores into a fresh directory with the same rows; restore waits for the server to stop',
  async () => {
    await h.request('POST', '/auth/register', { body: { email: 'ada@example.com', username: 'ada', password: PASSWORD } });
    expect((await h.request('POST', '/v1.0/email/send', { body: submission('LEAD-1') })).body).toBe('OK');
    const file = join(dir, 'shop.backup');
    // Requests keep coming while the backup runs: each is answered, before or after the snapshot.
    const [made, ...sent] = await Promise.all([
      cli(h.env, 'backup', file),
      ...[2, 3, 4, 5, 6].map((n) => h.request('POST', '/v1.0/email/send', { body: submission(`LEAD-${n}`) })),
    ]);
    expect(sent.map((r) => r.body)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK']);
    expect(made).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^backed up the pglite database to .*shop\.backup: .*users 2.*\(done by the running server\)/),
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(h.config.dataDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const refused = await cli(h.env, 'restore', file, '--replace');
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('is in use by another process') });

    const fresh = { DATA_DIR: join(dir, 'fresh'), CONTENT_DIR: h.config.contentDir, JWT_SECRET: h.env.JWT_SECRET };
    expect((await cli(fresh, 'restore', file)).stdout).toMatch(/^restored .*shop\.backup into the pglite database: .*users 2/);
    const again = join(dir, 'again.backup');
    expect((await cli(fresh, 'backup', again)).stdout).not.toContain('running server');
    expect(rowsOf(again)).toBe(rowsOf(file));
  },
  SETUP_TIMEOUT,
);
