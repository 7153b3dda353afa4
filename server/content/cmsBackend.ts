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
import { resolve } from 'node:path';

export const CMS_BACKEND_HOST = '127.0.0.1';

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
