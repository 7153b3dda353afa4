// The embedded database's files hold every account, password hash and order: only the owner
// of the server process may read them. PGlite unpacks its initial cluster with mode 0666 and
// makes folders 0755, whatever the process umask; PostgreSQL's own later files are 0600.
import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const FILE_MODE = 0o600;
const DIR_MODE = 0o700;
/** How many loose paths a warning names; the rest are counted. */
const NAMED = 20;

/** Every path under dir (dir included) whose mode lets anyone but the owner in. */
export function openToOthers(dir: string): string[] {
  const loose: string[] = [];
  const visit = (path: string) => {
    const s = lstatSync(path);
    if (s.isSymbolicLink()) return;
    if ((s.mode & 0o077) !== 0) loose.push(path);
    if (s.isDirectory()) readdirSync(path).forEach((name) => visit(join(path, name)));
  };
  visit(dir);
  return loose;
}

/** Folders 0700 and files 0600 under dir; returns the paths that had to change. */
export function restrictToOwner(dir: string): string[] {
  const loose = openToOthers(dir);
  for (const path of loose) chmodSync(path, lstatSync(path).isDirectory() ? DIR_MODE : FILE_MODE);
  return loose;
}

/** Restricts dir to its owner, warning with the paths that were open to others. */
export function checkOwnerOnly(dir: string, warn: (line: string) => void = console.error): void {
  const loose = restrictToOwner(dir);
  if (loose.length === 0) return;
  warn(
    JSON.stringify({
      level: 'warn',
      msg: `${loose.length} path(s) in the data directory were readable or writable by other users; now owner-only (folders 0700, files 0600)`,
      paths: loose.slice(0, NAMED),
      more: Math.max(0, loose.length - NAMED),
    }),
  );
}
