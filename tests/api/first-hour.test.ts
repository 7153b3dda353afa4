// A newcomer's first commands: `npm run admin -- --help` prints the commands and succeeds, a
// wrong option says what was wrong without a stack trace, the server's first line is its
// address, and a server whose PORT is taken says which port and how to choose another.
import { execFile } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { startMain } from './start-main';

const run = promisify(execFile);
/** The command's exit code and output, whether it succeeded or not. */
const outcome = (file: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  run(file, args, { env: { ...process.env, ...env }, timeout: 120_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

describe('npm run admin', { timeout: 180_000 }, () => {
  test('--help exits 0 and prints every command', async () => {
    const { code, stdout, stderr } = await outcome('npm', ['run', '--silent', 'admin', '--', '--help']);
    expect(code).toBe(0);
    for (const command of ['migrate', 'create-user', 'set-role', 'backup FILE', 'restore FILE', 'export FILE', 'import FILE'])
      expect(stdout).toContain(`npm run admin -- ${command}`);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  test('an unknown option names itself and shows the usage (exit 2), with no stack trace', async () => {
    const { code, stderr } = await outcome(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'migrate', '--verbose']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^error: Unknown option '--verbose'/);
    expect(stderr).toContain('usage: npm run admin -- migrate');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});

test('a server whose PORT is taken says so and how to choose another (exit 1)', { timeout: 240_000 }, async () => {
  const taken = createServer();
  await new Promise<void>((listening) => taken.listen(0, '127.0.0.1', listening));
  const port = (taken.address() as AddressInfo).port;
  const dataDir = mkdtempSync(join(tmpdir(), 'first-hour-'));
  try {
    const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CMS_PORT: '0' };
    const { code, stderr } = await outcome(process.execPath, ['--import', 'tsx', 'server/main.ts'], env);
    expect(code).toBe(1);
    expect(stderr).toContain(
      `Port ${port} is taken by another program (another npm start?). Stop it, or choose another port: PORT=${port + 1} npm start`,
    );
    expect(stderr).not.toMatch(/\n\s+at /);
  } finally {
    await new Promise((closed) => taken.close(closed));
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the server’s first line is the address to open', { timeout: 240_000 }, async () => {
  const main = await startMain();
  try {
    expect(JSON.parse(main.firstLine)).toMatchObject({ level: 'info', msg: `listening on http://127.0.0.1:${main.port}` });
  } finally {
    await main.stop();
  }
});
