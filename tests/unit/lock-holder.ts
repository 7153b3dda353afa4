// A process that takes a directory's lock and keeps it until it is killed; it prints "held"
// with its process id (1 in a PID namespace of its own), or "refused" (tests/unit/dir-lock.test.ts).
import { DatabaseInUseError, lockDirectory } from '#server/db/dirLock';

try {
  await lockDirectory(process.argv[2]);
  console.log(`held ${process.pid}`);
  setInterval(() => undefined, 1 << 30);
} catch (err) {
  console.log(err instanceof DatabaseInUseError ? 'refused' : `failed: ${(err as Error).message}`);
  process.exit(3);
}
