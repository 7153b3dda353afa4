// The embedded database's lock file: a second opener is refused with the holder named, a lock
// left by a process that is gone is taken over, and releasing removes only one's own lock.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { DatabaseInUseError, lockDirectory } from '#server/db/dirLock';

const dir = mkdtempSync(join(tmpdir(), 'dir-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a held lock refuses a second opener and names the holder; released, it can be taken again', () => {
  const db = join(dir, 'pglite');
  const release = lockDirectory(db);
  expect(readFileSync(`${db}.lock`, 'utf8')).toBe(String(process.pid));
  expect(() => lockDirectory(db)).toThrow(DatabaseInUseError);
  expect(() => lockDirectory(db)).toThrow(`is in use by process ${process.pid}`);
  release();
  expect(existsSync(`${db}.lock`)).toBe(false);
  lockDirectory(db)();
});

test('a lock whose process is gone is taken over', () => {
  const db = join(dir, 'stale');
  writeFileSync(`${db}.lock`, '999999999');
  const release = lockDirectory(db);
  expect(readFileSync(`${db}.lock`, 'utf8')).toBe(String(process.pid));
  release();
});
