// Issue 12 of the third review: the embedded database's files are the owner's alone (folders
// 0700, files 0600), also right after PGlite unpacks a new cluster; an opening that finds
// anything open to other users warns naming it, and restricts it.
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { openDatabase } from '#server/db/index';
import { openToOthers } from '#server/db/ownerOnly';
import { SETUP_TIMEOUT } from './helpers';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const modes = (root: string) => {
  const seen = new Set<string>();
  const visit = (p: string) => {
    const s = statSync(p);
    seen.add(`${s.isDirectory() ? 'dir' : 'file'} ${(s.mode & 0o777).toString(8)}`);
    if (s.isDirectory()) readdirSync(p).forEach((n) => visit(join(p, n)));
  };
  visit(root);
  return [...seen].sort();
};

test(
  'a new PGlite data directory is owner-only, also after writes, and reopening it warns about nothing',
  async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'api-modes-')), 'data');
    dirs.push(join(dataDir, '..'));
    let db = await openDatabase({ databaseUrl: null, dataDir });
    await db.exec(
      'CREATE TABLE scratch (x int PRIMARY KEY, y text); INSERT INTO scratch SELECT g, repeat(g::text, 50) FROM generate_series(1, 5000) g',
    );
    await db.exec('CHECKPOINT');
    await db.close();
    expect(modes(dataDir)).toEqual(['dir 700', 'file 600']);
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    db = await openDatabase({ databaseUrl: null, dataDir });
    await db.close();
    expect(warn).not.toHaveBeenCalled();
  },
  SETUP_TIMEOUT,
);

test(
  'an opening that finds files or folders open to others names them in a warning and restricts them',
  async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-modes-'));
    dirs.push(dataDir);
    await (await openDatabase({ databaseUrl: null, dataDir })).close();
    const file = join(dataDir, 'pglite', 'PG_VERSION');
    const folder = join(dataDir, 'pglite', 'base');
    chmodSync(file, 0o666);
    chmodSync(folder, 0o755);
    chmodSync(dataDir, 0o755);
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const db = await openDatabase({ databaseUrl: null, dataDir });
    await db.close();
    expect(warn).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(warn.mock.calls[0][0]));
    expect(line).toMatchObject({ level: 'warn', more: 0 });
    expect(line.msg).toMatch(/readable or writable by other users/);
    expect(line.paths.sort()).toEqual([dataDir, folder, file].sort());
    expect(openToOthers(dataDir)).toEqual([]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  },
  SETUP_TIMEOUT,
);
