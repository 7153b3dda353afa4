// `npm run cms`: the local editing setup. Starts the content editor's backend (decap-server)
// against this checkout (server/content/cmsBackend.ts) and the site (`npm start`) with
// CMS_LOCAL_BACKEND set, so the editor's page may connect to it (its CSP).
//   CMS_PORT      port of the backend (default 8081; the site tells /admin/ which one). A port
//                 taken by another program stops this command with what to do.
//   CMS_REPO_DIR  folder whose content/ is edited (default: this checkout)
import { spawn } from 'node:child_process';
import { CMS_BACKEND_HOST, portTakenMessage, startCmsBackend, whenPortFree } from '#server/content/cmsBackend';

// A production deployment edits through Git Gateway; a login-free backend has no place there.
if (process.env.NODE_ENV === 'production') {
  console.error('npm run cms is the local editing setup: it starts no editor backend with NODE_ENV=production.');
  process.exit(1);
}
const port = Number(process.env.CMS_PORT ?? 8081);
if (!(await whenPortFree(port))) {
  console.error(portTakenMessage(port, 'npm run cms'));
  process.exit(1);
}
const child = startCmsBackend({ repoDir: process.env.CMS_REPO_DIR ?? process.cwd(), port });
// The site starts no backend of its own (CMS_PORT=0) and points /admin/ at this one.
const site = spawn(process.execPath, ['scripts/dev/start.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, CMS_PORT: '0', CMS_LOCAL_BACKEND: `http://${CMS_BACKEND_HOST}:${port}` },
});
console.log(`Content editor backend on http://${CMS_BACKEND_HOST}:${port}/api/v1 — open /admin/ of the local site.`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    child.kill(signal);
    site.kill(signal);
  });
for (const proc of [child, site]) proc.on('exit', (code) => process.exit(code ?? 0));
