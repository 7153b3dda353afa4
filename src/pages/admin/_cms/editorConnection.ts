// Before the content editor loads: is there a backend it can reach here? On this machine, the
// local backend that `npm start` (outside production) or `npm run cms` runs; on a deployed
// site, Netlify Identity for Git Gateway. When none answers, /admin/ says so and what to
// configure, instead of the editor's endless spinner or a login that cannot succeed.

/** What public/admin/config.yml says about the backend (read with two patterns: no YAML parser on this page). */
export interface EditorConfig {
  backend: string;
  /** The local backend's API address when local_backend is on (Decap's default is port 8081). */
  localBackendUrl: string | null;
}

export const DEFAULT_LOCAL_BACKEND = 'http://localhost:8081/api/v1';

export function readEditorConfig(yaml: string): EditorConfig {
  const backend = /^backend:[ \t]*\r?\n(?:[ \t].*\r?\n)*?[ \t]+name:[ \t]*['"]?([\w-]+)/m.exec(yaml)?.[1] ?? '';
  const url = /^local_backend:[ \t]*\r?\n[ \t]+url:[ \t]*['"]?([^'"\s]+)/m.exec(yaml)?.[1];
  const on = /^local_backend:[ \t]*true[ \t]*$/m.test(yaml);
  return { backend, localBackendUrl: url ?? (on ? DEFAULT_LOCAL_BACKEND : null) };
}

export type Connection =
  | { kind: 'local'; url: string }
  | { kind: 'identity' }
  | { kind: 'provider'; backend: string }
  | { kind: 'none'; checkedLocal: string | null; localProblem?: string };

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/;
const CHECK_TIMEOUT_MS = 4000;

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** True when the address answers with JSON (a static host's 404 page or a refused connection is not an answer). */
const answers = (fetcher: Fetch, url: string, init?: RequestInit) =>
  fetcher(url, { ...init, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).then(
    (r) => r.ok && (r.headers.get('content-type') ?? '').includes('json'),
    () => false,
  );

/** The way the editor can sign in here, as the editor itself would choose it (local backend first on this machine). */
export async function findConnection(config: EditorConfig, hostname: string, fetcher: Fetch = fetch): Promise<Connection> {
  const local = LOOPBACK.test(hostname) ? config.localBackendUrl : null;
  const info = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"action":"info"}' };
  if (local && (await answers(fetcher, local, info))) return { kind: 'local', url: local };
  if (config.backend !== 'git-gateway') return { kind: 'provider', backend: config.backend };
  if (await answers(fetcher, '/.netlify/identity/settings')) return { kind: 'identity' };
  const localProblem = LOOPBACK.test(hostname) ? await serverSays(fetcher) : undefined;
  return { kind: 'none', checkedLocal: local, ...(localProblem ? { localProblem } : {}) };
}

/**
 * Why the server that serves this page runs no local backend (a port taken by another
 * program, CMS_PORT=0…), as it tells in /admin/local-backend.json; undefined where no such
 * server answers (a static host).
 */
async function serverSays(fetcher: Fetch): Promise<string | undefined> {
  try {
    const r = await fetcher('/admin/local-backend.json', { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    const body: unknown = r.ok ? await r.json() : null;
    const problem = body && typeof body === 'object' && 'problem' in body ? body.problem : null;
    return typeof problem === 'string' ? problem : undefined;
  } catch {
    return undefined;
  }
}
