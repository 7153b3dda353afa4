// Serves the built site exactly as Netlify would: files from dist/, then the
// [[redirects]] of netlify.toml (rewrites, 404 fallbacks), with the [[headers]] of
// netlify.toml and dist/_headers applied. Redirects to other origins (the /api proxy)
// are skipped: the all-in-one server mounts the API itself.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { parse as parseToml } from 'smol-toml';

interface Redirect {
  from: string;
  to: string;
  status: number;
  force: boolean;
}
interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
  '.yml': 'text/yaml; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
};

/** Netlify path pattern → RegExp: `*` is the splat, `:name` a segment placeholder. */
function patternToRegExp(pattern: string): RegExp {
  const src = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:(\w+)/g, '(?<$1>[^/]+)')
    .replace(/\/\*$/, '(?:/(?<splat>\0))?')
    .replace(/\*/, '(?<splat>\0)')
    .replaceAll('\0', '.*');
  return new RegExp(`^${src}/?$`);
}

function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ for: line.trim(), values: {} });
    else if (rules.length) {
      const i = line.indexOf(':');
      rules[rules.length - 1].values[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}

export function loadHostingRules(tomlPath: string, distDir: string) {
  const toml = parseToml(readFileSync(tomlPath, 'utf8')) as { redirects?: Redirect[]; headers?: HeaderRule[] };
  const headersFile = join(distDir, '_headers');
  const headers = [...(toml.headers ?? []), ...(existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [])];
  const redirects = (toml.redirects ?? [])
    .filter((r) => !/^https?:\/\//.test(r.to))
    .map((r) => ({ ...r, status: r.status ?? 301, force: r.force ?? false, re: patternToRegExp(r.from) }));
  return {
    redirects,
    headers: headers.map((h) => ({ ...h, re: patternToRegExp(h.for) })),
  };
}

/** Whether the request's Accept-Encoding takes Brotli (`br`, not at q=0). */
export function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return name.trim().toLowerCase() === 'br' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** The build's Brotli copy of `file` (scripts/build/precompress.mjs), unless missing or older than the file. */
function freshBrotli(file: string): string | null {
  const packed = `${file}.br`;
  if (!existsSync(packed)) return null;
  return statSync(packed).mtimeMs >= statSync(file).mtimeMs ? packed : null;
}

export interface StaticOptions {
  /** The local editing setup only (`npm run cms`): the origin of its backend, allowed to the editor at /admin. */
  localEditorBackend?: string;
}

const EDITOR_PATH = /^\/admin(\/|$)/;

/** The editor's policy with the local backend (by name and by loopback address) added to connect-src. */
function withLocalBackend(csp: string, origin: string): string {
  const url = new URL(origin);
  const loopback = `${url.protocol}//127.0.0.1${url.port ? `:${url.port}` : ''}`;
  return csp.replace(/connect-src ([^;]*)/, `connect-src $1 ${url.origin} ${loopback}`);
}

export function createStaticHandler(distDir: string, tomlPath: string, { localEditorBackend }: StaticOptions = {}) {
  const rules = loadHostingRules(tomlPath, distDir);
  const root = normalize(distDir + sep);

  const resolveFile = (pathname: string): string | null => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const base = normalize(join(root, decoded));
    if (!base.startsWith(root) || decoded.includes('\0')) return null;
    for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return null;
  };

  const headersFor = (pathname: string): Record<string, string> => {
    const headers: Record<string, string> = Object.assign({}, ...rules.headers.filter((h) => h.re.test(pathname)).map((h) => h.values));
    const csp = headers['Content-Security-Policy'];
    if (localEditorBackend && csp && EDITOR_PATH.test(pathname))
      headers['Content-Security-Policy'] = withLocalBackend(csp, localEditorBackend);
    return headers;
  };

  const send = async (c: Context, file: string, status: number, pathname: string) => {
    const type = MIME[extname(file)] ?? 'application/octet-stream';
    const brotli = acceptsBrotli(c.req.header('Accept-Encoding')) ? freshBrotli(file) : null;
    const body = c.req.method === 'HEAD' ? '' : new Uint8Array(await readFile(brotli ?? file));
    const headers: Record<string, string> = { 'Content-Type': type, ...headersFor(pathname) };
    if (brotli) Object.assign(headers, { 'Content-Encoding': 'br', Vary: 'Accept-Encoding' });
    // A miss must not be kept: '/_astro/*' is immutable for a year only when the file exists.
    if (status === 404) headers['Cache-Control'] = 'no-cache';
    else if (!headers['Cache-Control'])
      headers['Cache-Control'] = type.startsWith('text/html') ? 'public, max-age=0, must-revalidate' : 'public, max-age=3600';
    return c.body(body, status as 200, headers);
  };

  return async (c: Context) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    const pathname = new URL(c.req.url).pathname;
    const file = resolveFile(pathname);
    for (const r of rules.redirects) {
      if (file && !r.force) continue;
      const m = r.re.exec(pathname);
      if (!m) continue;
      const target = r.to.replace(':splat', m.groups?.splat ?? '').replace(/:(\w+)/g, (_, k) => m.groups?.[k] ?? '');
      if (r.status === 301 || r.status === 302) return c.redirect(target, r.status);
      const rewritten = resolveFile(target);
      if (rewritten) return send(c, rewritten, r.status, pathname);
    }
    if (file) return send(c, file, 200, pathname);
    return c.text('Not Found', 404);
  };
}
