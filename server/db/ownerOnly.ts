// The embedded database's files hold every account, password hash and order: only the owner
// of the server process may read them. PGlite unpacks its initial cluster with mode 0666 and
// makes folders 0755, whatever the process umask; PostgreSQL's own later files are 0600.
import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const FILE_MODE = 0o600;
const DIR_MODE = 0o700;
/** How many loose paths a warning names; the rest are counted. */
const NAMED = 20;
/** PGlite's cluster inside DATA_DIR (server/db/index.ts). */
export const DATABASE_FOLDER = 'pglite';

/** Whether a path's mode lets anyone but the owner in. */
const loose = (path: string) => (lstatSync(path).mode & 0o077) !== 0;

/** Every path under dir (dir included) open to others; symbolic links are not followed. */
function looseUnder(dir: string): string[] {
  const s = lstatSync(dir);
  if (s.isSymbolicLink()) return [];
  const own = (s.mode & 0o077) !== 0 ? [dir] : [];
  return s.isDirectory() ? own.concat(...readdirSync(dir).map((name) => looseUnder(join(dir, name)))) : own;
}

/**
 * The server's own paths in DATA_DIR that are open to others: the folder, the files directly
 * in it (the generated JWT secret) and everything of the embedded database. Other folders
 * someone keeps there (content, backups they chose to put there) are theirs to mind.
 */
export function openToOthers(dataDir: string): string[] {
  const files = readdirSync(dataDir, { withFileTypes: true }).filter((e) => e.isFile());
  const database = join(dataDir, DATABASE_FOLDER);
  return [
    ...(loose(dataDir) ? [dataDir] : []),
    ...files.map((e) => join(dataDir, e.name)).filter(loose),
    ...(existsSync(database) ? looseUnder(database) : []),
  ];
}

/** Folders 0700 and files 0600 (openToOthers' paths); returns the paths that had to change. */
export function restrictToOwner(dataDir: string): string[] {
  const paths = openToOthers(dataDir);
  for (const path of paths) chmodSync(path, lstatSync(path).isDirectory() ? DIR_MODE : FILE_MODE);
  return paths;
}

/** Restricts DATA_DIR to its owner, warning with the paths that were open to others. */
export function checkOwnerOnly(dataDir: string, warn: (line: string) => void = console.error): void {
  const paths = restrictToOwner(dataDir);
  if (paths.length === 0) return;
  warn(
    JSON.stringify({
      level: 'warn',
      msg: `${paths.length} path(s) in the data directory were readable or writable by other users; now owner-only (folders 0700, files 0600)`,
      paths: paths.slice(0, NAMED),
      more: Math.max(0, paths.length - NAMED),
    }),
  );
}
