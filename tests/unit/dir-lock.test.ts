// The embedded database's lock (server/db/dirLock.ts), a Unix socket its holder listens on: a
// second opener is refused while the holder lives, in this process, another one or another
// PID namespace; the moment the holder dies (SIGKILL, no clean-up) the next opener takes it;
// a dead socket file or an old lock file naming a process id never blocks; openers racing for
// a dead lock get it once. The holder answers requests sent over the lock.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, test } from 'vitest';
import { answerOnLock, askHolder, DatabaseInUseError, lockDirectory, lockPath } from '#server/db/dirLock';

const dir = mkdtempSync(join(tmpdir(), 'dir-lock-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Runs tests/unit/lock-holder.ts on db (behind prefix, e.g. unshare); resolves with its first line. */
async function holder(db: string, prefix: string[] = []) {
  const argv = [...prefix, process.execPath, '--import', 'tsx', 'tests/unit/lock-holder.ts', db];
  const child = spawn(argv[0], argv.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return { child, line, exited: once(child, 'exit') };
}

/** How this machine lets a process start in a PID namespace of its own, if it does. */
const unshare = ((): { prefix: string[] } | { skip: string } => {
  for (const prefix of [
    ['unshare', '--pid', '--fork', '--mount-proc'],
    ['unshare', '-r', '--pid', '--fork', '--mount-proc'],
  ]) {
    if (spawnSync(prefix[0], [...prefix.slice(1), 'true']).status === 0) return { prefix: [...prefix, '--kill-child=SIGKILL'] };
  }
  return { skip: 'unshare --pid --fork (with or without -r) is not permitted here' };
})();

test('a held lock refuses a second opener; released, it can be taken again', async () => {
  const db = join(dir, 'pglite');
  const release = await lockDirectory(db);
  expect(statSync(lockPath(db)).isSocket()).toBe(true);
  expect(statSync(lockPath(db)).mode & 0o777).toBe(0o600);
  await expect(lockDirectory(db)).rejects.toThrow(DatabaseInUseError);
  await expect(lockDirectory(db)).rejects.toThrow('is in use by another process (the server?)');
  release();
  expect(existsSync(lockPath(db))).toBe(false);
  (await lockDirectory(db))();
});

test('another process is refused; when the holder is killed (SIGKILL) the next opener takes the lock at once', async () => {
  const db = join(dir, 'killed');
  const held = await holder(db);
  expect(held.line).toBe(`held ${held.child.pid}`);
  await expect(lockDirectory(db)).rejects.toThrow(DatabaseInUseError);
  const mine = await lockDirectory(db).catch(() => null);
  expect(mine).toBeNull();
  held.child.kill('SIGKILL');
  await held.exited;
  expect(existsSync(lockPath(db))).toBe(true); // nobody cleaned up
  const started = Date.now();
  const release = await lockDirectory(db);
  expect(Date.now() - started).toBeLessThan(1000);
  // And now the other process is the one refused.
  expect((await holder(db)).line).toBe('refused');
  release();
});

test('a dead socket file, a stray file and an old lock naming process 1 do not block', async () => {
  const db = join(dir, 'stale');
  const dead = spawnSync(process.execPath, [
    '-e',
    "require('node:net').createServer().listen(process.argv[1], () => process.kill(process.pid, 'SIGKILL'))",
    lockPath(db),
  ]);
  expect(dead.signal).toBe('SIGKILL');
  expect(statSync(lockPath(db)).isSocket()).toBe(true);
  writeFileSync(`${db}.lock`, '1');
  (await lockDirectory(db))();
  writeFileSync(lockPath(db), 'not a socket');
  (await lockDirectory(db))();
});

test('a directory whose socket path is too long is locked through its path from the working directory', async () => {
  const cwd = process.cwd();
  const db = join(dir, 'd'.repeat(Math.max(1, 110 - dir.length)));
  expect(Buffer.byteLength(lockPath(db))).toBeGreaterThan(107);
  process.chdir(dir);
  try {
    const release = await lockDirectory(db);
    await expect(lockDirectory(db)).rejects.toThrow(DatabaseInUseError);
    expect(await askHolder(db, {})).toEqual({ error: expect.stringContaining('takes no commands yet') });
    release();
  } finally {
    process.chdir(cwd);
  }
});

test('openers racing for a dead lock: exactly one gets it', async () => {
  const db = join(dir, 'race');
  const first = await holder(db);
  first.child.kill('SIGKILL');
  await first.exited;
  const results = await Promise.allSettled(Array.from({ length: 8 }, () => lockDirectory(db)));
  const won = results.filter((r) => r.status === 'fulfilled');
  expect(won).toHaveLength(1);
  expect(results.filter((r) => r.status === 'rejected').every((r) => r.reason instanceof DatabaseInUseError)).toBe(true);
  (won[0] as PromiseFulfilledResult<() => void>).value();
});

test('the holder answers what is sent over the lock, once it says how', async () => {
  const db = join(dir, 'channel');
  const release = await lockDirectory(db);
  expect(await askHolder(db, { hello: 1 })).toEqual({ error: expect.stringContaining('takes no commands yet') });
  answerOnLock(db, async (request) => ({ echo: request }));
  expect(await askHolder(db, { hello: 2 })).toEqual({ echo: { hello: 2 } });
  release();
  await expect(askHolder(db, {})).rejects.toThrow('did not answer');
});

test.skipIf('skip' in unshare)(
  `another PID namespace: refused while the holder lives, and a holder that is PID 1 there and dies leaves nothing that blocks${'skip' in unshare ? ` (skipped: ${unshare.skip})` : ''}`,
  async () => {
    const prefix = 'prefix' in unshare ? unshare.prefix : [];
    const db = join(dir, 'namespaces');
    // This process holds it: a process in another PID namespace is refused.
    const release = await lockDirectory(db);
    expect((await holder(db, prefix)).line).toBe('refused');
    release();
    // A holder that is PID 1 of its namespace: this process is refused; killed, the lock is free.
    const pid1 = await holder(db, prefix);
    expect(pid1.line).toBe('held 1');
    await expect(lockDirectory(db)).rejects.toThrow(DatabaseInUseError);
    // Its process id outside the namespace is unshare's child; unshare ends when it has died.
    const outside = Number(readFileSync(`/proc/${pid1.child.pid}/task/${pid1.child.pid}/children`, 'utf8').trim());
    process.kill(outside, 'SIGKILL');
    await pid1.exited;
    (await lockDirectory(db))();
  },
);
