// Astro integration: after the build, writes dist/_headers with the Content-Security-Policy.
// It is computed here, not written in netlify.toml, because it depends on the build:
// the sha256 of every inline script Astro emitted (island bootstrap) and the API and
// e-mail origins configured through PUBLIC_API_URL / PUBLIC_EMAILJS_ORIGIN.
// Netlify reads dist/_headers; the all-in-one server applies it too.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

export async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

const originOf = (value) => {
  try {
    return value && /^https?:\/\//.test(value) ? new URL(value).origin : null;
  } catch {
    return null;
  }
};

export function buildCsp({ scriptHashes = [], env = process.env } = {}) {
  const connect = ["'self'", originOf(env.PUBLIC_API_URL), originOf(env.PUBLIC_EMAILJS_ORIGIN)].filter(Boolean);
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.map((h) => `'${h}'`).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// The content editor at /admin (Decap CMS) compiles its config schema with ajv, which needs
// 'unsafe-eval'. Only /admin/* gets this policy; its page has no inline scripts. No build
// allows localhost: the local editing setup (`npm run cms`) serves the site itself and adds
// its backend's origin when it serves /admin (server/http/static.ts, localEditorBackend).
export function buildAdminCsp({ env = process.env } = {}) {
  return buildCsp({ env }).replace(/script-src [^;]*/, "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'");
}

export async function inlineScriptHashes(dir) {
  const hashes = new Set();
  for await (const file of htmlFiles(dir)) {
    const html = await readFile(file, 'utf8');
    for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
      if (/type=["']?application\/(ld\+)?json/.test(attrs) || !body.trim()) continue;
      hashes.add(`sha256-${createHash('sha256').update(body).digest('base64')}`);
    }
  }
  return [...hashes].sort();
}

export function cspHeaders() {
  return {
    name: 'csp-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const scriptHashes = await inlineScriptHashes(out);
        // Later rules win where several match (Netlify and server/http/static.ts alike).
        const admin = `  Content-Security-Policy: ${buildAdminCsp()}\n`;
        await writeFile(
          join(out, '_headers'),
          `/*\n  Content-Security-Policy: ${buildCsp({ scriptHashes })}\n/admin\n${admin}/admin/*\n${admin}`,
        );
        logger.info(`_headers written (${scriptHashes.length} inline script hashes)`);
      },
    },
  };
}
