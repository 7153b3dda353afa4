// PGlite is PostgreSQL running inside one process: a second process opening the same
// directory (the admin CLI beside a running server) works on its own copy of the pages and
// one of the two loses its writes. A lock file beside the directory, holding the owner's
// process id, makes the second opener stop with a clear message instead.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

export class DatabaseInUseError extends Error {}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock of dir (a stale one, whose process is gone, is taken over); returns its release. */
export function lockDirectory(dir: string): () => void {
  const file = `${dir}.lock`;
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (holder > 0 && running(holder)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dir} is in use by process ${holder} (the server?). PGlite allows one process at a time: stop that process first, or use DATABASE_URL (PostgreSQL).`,
        );
      }
      unlinkSync(file);
    }
  }
  const release = () => {
    process.off('exit', release);
    try {
      if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
  process.on('exit', release);
  return release;
}
