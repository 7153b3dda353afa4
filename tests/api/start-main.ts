// `server/main.ts` as `npm start` runs it: its own process on a free port, with a data
// directory of its own, for the tests of what only the whole process does (its first line, its
// connections, its stop).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../../scripts/lib/free-port.mjs';

/** Starts the server and waits for its first line; `stop()` sends SIGINT and answers the exit code. */
export async function startMain() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CMS_PORT: '0', SMTP_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [firstLine] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      await once(child, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
    return child.exitCode;
  };
  return { port, firstLine, stop };
}
