// The content editor's local backend (decap-server, as `npm run cms` starts it) beside the
// all-in-one server outside production: with `npm start` alone, /admin/ on localhost edits
// the files of CONTENT_DIR (and public/images/uploads beside it). It listens on 127.0.0.1
// only, whatever HOST says: it reads and writes the checkout with no login.
//
// The editor is told where the backend this server started listens (editorPages below serve
// /admin/config.yml with its address), and only that one: when CMS_PORT (8081) is taken by
// another program, the server starts none and /admin/ says which port is taken and how to
// choose another, instead of editing through whatever answers there.
import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { CMS_BACKEND_HOST, portTakenMessage, startCmsBackend, whenPortFree } from './cmsBackend';
import type { Config } from '../config';
import { jsonLog } from '../http/logging';

export interface EditorBackend {
  /** The API address /admin/ may use; null while there is none. */
  url(): string | null;
  /** Why there is none, in words for the person at /admin/. */
  problem(): string | null;
  stop(): void;
}

type State = { kind: 'url'; url: string } | { kind: 'problem'; text: string };

const problem = (text: string): State => ({ kind: 'problem', text });

/** Where the editor's backend is before this server starts one of its own (null: it will). */
function givenState(config: Pick<Config, 'editorBackendPort' | 'production'>, external: string | undefined): State | null {
  if (config.production) return problem('This server starts no content editor backend: it runs with NODE_ENV=production.');
  if (external) return { kind: 'url', url: `${new URL(external).origin}/api/v1` };
  if (config.editorBackendPort === null)
    return problem('This server was started with CMS_PORT=0: it starts no content editor backend. Start it without CMS_PORT=0.');
  return null;
}

/**
 * external: the backend `npm run cms` started itself (CMS_LOCAL_BACKEND), used as it is. Without
 * one, the server starts its own on CMS_PORT once it has found the port free.
 */
export function startEditorBackend(config: Pick<Config, 'editorBackendPort' | 'contentDir' | 'production'>, external?: string): EditorBackend {
  let child: ChildProcess | null = null;
  const port = config.editorBackendPort;
  const given = givenState(config, external);
  let state = given ?? problem(`The content editor backend is starting on port ${port}: reload this page in a moment.`);
  if (given === null && port !== null) {
    void whenPortFree(port).then((free) => {
      if (!free) {
        const taken = portTakenMessage(port, 'npm start');
        state = problem(taken);
        jsonLog({ level: 'warn', msg: taken });
        return;
      }
      child = startCmsBackend({ repoDir: dirname(config.contentDir), port, stdio: 'ignore' });
      const url = `http://${CMS_BACKEND_HOST}:${port}/api/v1`;
      state = { kind: 'url', url };
      child.once('exit', (code, signal) => {
        // Taken between the check and the start, or stopped: either way no longer one to point at.
        const stopped = `The content editor backend on port ${port} stopped (${signal ?? `exit code ${code}`}). Restart the server.`;
        state = problem(stopped);
        if (!signal) jsonLog({ level: 'warn', msg: stopped });
      });
      jsonLog({ level: 'info', msg: `content editor backend on ${url} for /admin/`, content: config.contentDir });
    });
  }
  return {
    url: () => (state.kind === 'url' ? state.url : null),
    problem: () => (state.kind === 'problem' ? state.text : null),
    stop: () => child?.kill('SIGTERM'),
  };
}

/** The editor's configuration with the local backend this server knows of, or none. */
export const withLocalBackend = (yaml: string, url: string | null): string =>
  yaml.replace(/^local_backend:.*$/m, url ? `local_backend:\n  url: ${url}` : 'local_backend: false');

/** /admin/config.yml naming the server's own backend, and /admin/local-backend.json: its address or why there is none. */
export function editorPages(backend: EditorBackend, distDir: string) {
  const noStore = { 'Cache-Control': 'no-store' };
  return new Hono()
    .get('/admin/config.yml', async (c) => {
      const yaml = await readFile(join(distDir, 'admin', 'config.yml'), 'utf8').catch(() => null);
      if (yaml === null) return c.text('Not Found', 404);
      return c.body(withLocalBackend(yaml, backend.url()), 200, { ...noStore, 'Content-Type': 'text/yaml; charset=utf-8' });
    })
    .get('/admin/local-backend.json', (c) => c.json({ url: backend.url(), problem: backend.problem() }, 200, noStore));
}
