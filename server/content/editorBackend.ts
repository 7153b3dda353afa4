// The content editor's local backend (decap-server, as `npm run cms` starts it) beside the
// all-in-one server outside production: with `npm start` alone, /admin/ on localhost edits
// the files of CONTENT_DIR (and public/images/uploads beside it). The editor looks for it
// at localhost:8081 (CMS_PORT; CMS_PORT=0 starts none). A port already taken — `npm run cms`
// running, a second server — leaves the editor with the backend already there. It listens on
// 127.0.0.1 only, whatever HOST says: it reads and writes the checkout with no login.
import type { ChildProcess } from 'node:child_process';
import { dirname } from 'node:path';
import { CMS_BACKEND_HOST, startCmsBackend } from './cmsBackend';
import type { Config } from '../config';
import { jsonLog } from '../http/logging';

export function startEditorBackend(config: Pick<Config, 'editorBackendPort' | 'contentDir'>): ChildProcess | null {
  if (config.editorBackendPort === null) return null;
  const port = config.editorBackendPort;
  const child = startCmsBackend({ repoDir: dirname(config.contentDir), port, stdio: 'ignore' });
  child.once('exit', (code) => {
    if (code) jsonLog({ level: 'warn', msg: `content editor backend not running on port ${port} (in use?); /admin/ needs one there` });
  });
  jsonLog({ level: 'info', msg: `content editor backend on http://${CMS_BACKEND_HOST}:${port}/api/v1 for /admin/`, content: config.contentDir });
  return child;
}
