// `npm run budget` on a tiny built site: inline scripts count toward a page's JavaScript, a
// Spanish page has its English twin's limits, and Spanish catalogue text in a script fails.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function site(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'budget-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'dist', path)), { recursive: true });
    writeFileSync(join(dir, 'dist', path), text);
  }
  mkdirSync(join(dir, 'es'));
  writeFileSync(join(dir, 'es', 'forms.ts'), "export const forms = { sent: 'Recibimos su mensaje, le respondemos pronto' };\n");
}

function budget(...args: string[]): { ok: boolean; out: string } {
  try {
    const out = execFileSync(process.execPath, ['scripts/test/budget.mjs', ...args], {
      env: { ...process.env, OUT_DIR: join(dir, 'dist'), CATALOGUE_DIR: join(dir, 'es') },
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { ok: true, out };
  } catch (e) {
    const { stdout, stderr } = e as { stdout: string; stderr: string };
    return { ok: false, out: stdout + stderr };
  }
}

// Random text does not compress: its gzip size is about its length.
const noise = (n: number) => Array.from({ length: n }, (_, i) => ((i * 7919) % 65536).toString(36)).join('');
const page = (body: string) => `<!doctype html><html><head><title>t</title>${body}</head><body></body></html>`;
const row = (out: string, path: string) => out.split('\n').find((l) => l.startsWith(`${path} `)) ?? '';

describe('npm run budget', () => {
  test('counts a page’s inline scripts together, as its HTML carries them, not its JSON data', () => {
    const scripts = [`(()=>{${noise(300)}})()`, `(()=>{${noise(300)}})()`];
    site({ 'index.html': page(scripts.map((s) => `<script>${s}</script>`).join('')) });
    const together = (gzipSync(scripts.join('\n')).length / 1024).toFixed(1);
    expect(row(budget().out, '/').split(/\s+/)[4]).toBe(together);
  });

  test('counts a page’s inline script, not its JSON data', () => {
    const script = `(()=>{${noise(400)}})()`;
    site({
      'index.html': page(`<script>${script}</script><script type="application/ld+json">{"${noise(3000)}":1}</script>`),
    });
    const { ok, out } = budget();
    expect(ok).toBe(true);
    const inlineKb = (gzipSync(script).length / 1024).toFixed(1);
    expect(row(out, '/').split(/\s+/).slice(3, 5)).toEqual([inlineKb, inlineKb]);
  });

  test('counts the file an inline script imports, in whatever quotes the minifier wrote', () => {
    site({
      'contact/index.html': page(
        '<script>import(`/_astro/frame.js`)</script><astro-island component-url="/_astro/form.js"></astro-island>',
      ),
      '_astro/frame.js': noise(1000),
      '_astro/form.js': noise(1000),
    });
    expect(row(budget().out, '/contact').split(/\s+/)[2]).toBe('2');
  });

  test('an inline script can put a static page over its 2 KB', () => {
    site({ 'about/index.html': page(`<script type="module">${noise(2000)}</script>`) });
    const { ok, out } = budget();
    expect(ok).toBe(false);
    expect(out).toMatch(/\/about: \d+ B in 0 files of JavaScript; a page without islands may load 2048 B/);
  });

  test('a Spanish form page has the English form page’s 80 KB limit', () => {
    const island = `<astro-island component-url="/_astro/form.js"></astro-island>`;
    site({ 'es/contact/index.html': page(island), '_astro/form.js': noise(60_000) });
    const { ok, out } = budget();
    expect(ok).toBe(false);
    expect(out).toMatch(/\/es\/contact: \d+ B of JavaScript; a public form page or a product page may load 81920 B/);
  });

  test('a script holding the Spanish catalogue fails, even one loaded later', () => {
    site({
      'es/contact/index.html': page(`<script type="module" src="/_astro/frame.js"></script>`),
      '_astro/frame.js': 'import("./late.js");',
      '_astro/late.js': 'export const t="Recibimos su mensaje, le respondemos pronto";',
    });
    const { ok, out } = budget();
    expect(ok).toBe(false);
    expect(out).toContain('/es/contact: /_astro/late.js holds the Spanish catalogue ("Recibimos su mensaje, le respondemos pronto")');
  });
});
