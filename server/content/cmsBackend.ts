// The content editor's local backend (decap-server) against a checkout, so /admin edits the
// files of its content/ and public/images/uploads on disk without Git hosting or a login.
// Used by the server outside production (editorBackend.ts) and by `npm run cms`
// (scripts/dev/cms.mjs), which Node runs without a compiler: this module imports nothing of
// the project and uses only types Node can strip. A module without a command of its own:
// bundled into the server, it must start nothing by being loaded.
//
// The backend reads and writes the checkout with no login, so it listens on loopback only:
// decap-server binds to BIND_HOST when set (and to every interface when not), and that value
// is set here after the environment and any .env file, which it never overrides.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const CMS_BACKEND_HOST = '127.0.0.1';

/**
 * Whether the backend could listen on the port: a program already there (on 127.0.0.1 or
 * every interface) answers no. Checked before starting one, so the editor is never sent to a
 * program that is not this checkout's backend.
 */
export const whenPortFree = (port: number): Promise<boolean> =>
  new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen({ port, host: CMS_BACKEND_HOST, exclusive: true }, () => probe.close(() => done(true)));
  });

/** What to do about a taken port, for the command that was run (`npm start`, `npm run cms`). */
export const portTakenMessage = (port: number, command: string): string =>
  `Port ${port} is taken by another program, so no content editor backend was started there. Stop that program, or choose another port, such as CMS_PORT=${port + 1} ${command}.`;

export function startCmsBackend({
  repoDir = process.cwd(),
  port = 8081,
  stdio = 'inherit',
}: { repoDir?: string; port?: number; stdio?: StdioOptions } = {}): ChildProcess {
  const bin = createRequire(import.meta.url).resolve('decap-server/dist/index.js');
  return spawn(process.execPath, [bin], {
    cwd: repoDir,
    stdio,
    env: {
      ...process.env,
      GIT_REPO_DIRECTORY: resolve(repoDir),
      PORT: String(port),
      BIND_HOST: CMS_BACKEND_HOST,
      MODE: 'fs',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
  });
}
