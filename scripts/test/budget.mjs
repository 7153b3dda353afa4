// `npm run budget`: for every page in dist/, the gzip bytes of JavaScript it loads on
// arrival (module scripts, modulepreloads, island component/renderer URLs and their static
// imports, each file gzip'd on its own, and the page's inline scripts, gzip'd together as they
// travel in its HTML; lazy import() is not counted). A Spanish page (/es/…) has its English
// twin's limits. Fails when
// - any page loads Preact: the islands are React 19 (the client's stack);
// - a page without islands loads any framework (React) code, even later through import(),
//   or more than STATIC_LIMIT bytes or STATIC_FILES files of JavaScript (the page frame's script);
// - a page with islands loads more than ISLAND_LIMIT bytes; a public form page or a product
//   page more than FORM_PAGE_LIMIT bytes; a public page (one a visitor opens without signing
//   in) more than OWN_CODE_LIMIT bytes beyond React's file and the frame's script;
// - any script a page loads, even later, holds a string of the Spanish catalogue
//   (src/domain/i18n/messages/es): a page's words come as props in its HTML, one language only.
// /admin is the content editor (Decap CMS, a whole application for editors) and has its own
// line in the table, outside the limits.
// `npm run budget -- --page /checkout` also lists that page's files, largest first.
// The inline scripts (the island element with the page's client directives, docs/decisions/0016,
// and on a page with prebuilt islands the early input) count like files, issue 36.
// A guarded page is two pages in one: its own islands for a signed-in person, the sign-in form
// for a visitor (src/features/auth/visitorSignIn.ts); each loads only its own islands' files,
// and the page is held to the larger.
// Why and the measured figures: docs/decisions/0008-javascript-budgets.md, docs/performance.md.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { signInForm, withoutSignInForm } from '../build/sign-in-form.mjs';

const dist = process.env.OUT_DIR ?? 'dist';
const KB = 1024;
const STATIC_LIMIT = 2 * KB;
const STATIC_FILES = 2;
// React's own file is about 67 KB and every island page pays it once: what is left for a
// page's own code is what these limits guard. They only come down (the Spanish edition held
// them by grouping small shared files and trimming the stores: docs/decisions/0015).
const ISLAND_LIMIT = 85 * KB;
const FORM_PAGE_LIMIT = 80 * KB;
const FORM_PAGES = /^\/(contact|apply|consultation|login|register|forgot-password|reset-password|products\/(?!not-found$)[^/]+)$/;
const OWN_CODE_LIMIT = 15 * KB;
const EXEMPT = /^\/admin(\/|$)/;
/** "/es/contact" → "/contact": a Spanish page is held to its English twin's limits. */
const twin = (page) => page.replace(/^\/es(?=\/|$)/, '') || '/';
const catalogueDir = process.env.CATALOGUE_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '../../src/domain/i18n/messages/es');
// The catalogue's Spanish texts long enough not to occur by chance (the values, not the keys).
const SPANISH = readdirSync(catalogueDir)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
  .flatMap((f) => [...readFileSync(join(catalogueDir, f), 'utf8').matchAll(/:\s*(['"])((?:(?!\1)[^\\]|\\.){16,})\1/g)].map((m) => m[2]))
  .map((text) => text.replace(/\\(.)/g, '$1'));
const pageArg = process.argv.indexOf('--page');
const detailPage = pageArg > 0 ? process.argv[pageArg + 1] : undefined;
if (!existsSync(dist)) {
  console.error(`${dist}/ not found: run npm run build first`);
  process.exit(1);
}

const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'pagefind' || e.name === '_astro' ? [] : htmlFiles(p);
    return e.name.endsWith('.html') ? [p] : [];
  });

const cache = new Map();
function chunk(url) {
  if (!cache.has(url)) {
    const file = join(dist, url);
    const code = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const imports = [...code.matchAll(/(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.js)["']/g)].map((m) =>
      posix.normalize(posix.join(posix.dirname(url), m[1])),
    );
    const lazyImports = [...code.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((m) =>
      m[1].startsWith('/') ? m[1] : posix.normalize(posix.join(posix.dirname(url), m[1])),
    );
    // The framework is one chunk of its own (astro.config.mjs).
    const isFramework = /\/react\.[\w-]+\.js$/.test(url) || /react\.transitional\.element|__reactContainer\$/.test(code);
    const isPreact = /\/preact\.[\w-]+\.js$/.test(url) || /__PREACT_DEVTOOLS__|\b__preactattr_\b|preact\/compat/.test(code);
    // The frame: its script on every page.
    const isFrame = /\/frame\.[\w-]+\.js$/.test(url);
    const text = code.replace(/\\u([\da-fA-F]{4})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    const catalogue = SPANISH.find((words) => text.includes(words));
    cache.set(url, { bytes: gzipSync(code).length, imports, lazyImports, isFramework, isPreact, isFrame, catalogue });
  }
  return cache.get(url);
}

function entryUrls(html) {
  const urls = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)].map((m) => m[1]),
  ];
  // Files an inline script names: its imports, or a script it adds.
  for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    urls.push(...[...body.matchAll(/["'`](\/_astro\/[^"'`]+\.js)["'`]/g)].map((m) => m[1]));
  }
  return urls.filter((u) => u.startsWith('/'));
}

/** The page's inline scripts (not JSON data), and which of them is the island element. */
const inlineScripts = (html) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs, body]) => body.trim() && !/type="(?!module"|text\/javascript")[^"]*"/.test(attrs))
    .map(([, , body]) => ({ body, loader: /customElements\.define\(\s*["'`]astro-island["'`]/.test(body) }));

/**
 * The gzip bytes of the page's inline scripts, together, and of its island element with the page's
 * client directives (the same on every island page with the same directives, docs/decisions/0016:
 * counted in the total, not as the page's own code).
 */
function inlineBytes(html) {
  const scripts = inlineScripts(html);
  const gzip = (list) => (list.length ? gzipSync(list.map((s) => s.body).join('\n')).length : 0);
  return { inline: gzip(scripts), loader: gzip(scripts.filter((s) => s.loader)) };
}

/** Every file reachable from `urls` through static imports, and through import() with `lazy`. */
function reachable(urls, lazy = false) {
  const seen = new Set();
  const stack = [...urls];
  while (stack.length) {
    const url = stack.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    stack.push(...chunk(url).imports, ...(lazy ? chunk(url).lazyImports : []));
  }
  return seen;
}

const ISLAND_TAG = /<astro-island\b[^>]*>/g;
/**
 * The page as each person loads it: a guarded page's HTML once without the sign-in form (a
 * signed-in person's) and once with only the form's islands (a visitor's); any other page as it is.
 */
function views(html) {
  const form = signInForm(html);
  if (!form) return [html];
  const visitor = html.replace(ISLAND_TAG, (tag, index) => (index > form.start && index < form.end ? tag : ''));
  return [withoutSignInForm(html, form), visitor];
}

/** The files, bytes and framework bytes of the JavaScript one view of a page loads. */
function weigh(html) {
  const seen = reachable(entryUrls(html));
  const chunks = [...seen].map((u) => chunk(u));
  const { inline, loader } = inlineBytes(html);
  const total = chunks.reduce((s, c) => s + c.bytes, 0) + inline;
  const framework = chunks.filter((c) => c.isFramework).reduce((s, c) => s + c.bytes, 0);
  const own = total - framework - loader - chunks.filter((c) => c.isFrame).reduce((s, c) => s + c.bytes, 0);
  return { seen, total, inline, framework, own };
}

const rows = [];
const failures = [];
let detail;
for (const file of htmlFiles(dist).sort()) {
  const html = readFileSync(file, 'utf8');
  const page = `/${relative(dist, dirname(file)).replaceAll('\\', '/')}`.replace(/\/\.$/, '/').replace(/^\/$/, '/');
  const name = file.endsWith('index.html') ? page : `/${relative(dist, file)}`;
  const { seen, total, inline, framework, own } = views(html)
    .map(weigh)
    .reduce((a, b) => (b.total > a.total ? b : a));
  const islands = (html.match(/<astro-island/g) ?? []).length;
  // A guarded page (account, cart, checkout, orders, staff) carries the sign-in form for a visitor.
  const guarded = signInForm(html) !== null;
  rows.push({ page: name, islands, files: seen.size, js: total, inline, framework, own, guarded });
  if (name === detailPage) detail = [...seen].map((url) => ({ url, ...chunk(url) })).sort((a, b) => b.bytes - a.bytes);
  if (EXEMPT.test(name)) continue;
  const everything = [...reachable(entryUrls(html), true)];
  const catalogueFile = everything.find((u) => chunk(u).catalogue);
  // The staff desks are English; their reply templates are Spanish mail text by design.
  if (catalogueFile && !name.startsWith('/staff/')) {
    failures.push(`${name}: ${catalogueFile} holds the Spanish catalogue ("${chunk(catalogueFile).catalogue}"); pass messages as props`);
  }
  const preact = everything.find((u) => chunk(u).isPreact);
  if (preact) failures.push(`${name}: loads Preact (${preact}); the islands run on React 19`);
  if (islands === 0 && framework > 0) failures.push(`${name}: no islands but loads ${framework} B of framework JS`);
  // Nor later: the frame's idle part (stores, service worker) must not bring the framework along.
  const lateFramework = islands === 0 && everything.find((u) => chunk(u).isFramework);
  if (lateFramework) failures.push(`${name}: no islands but its scripts import the framework (${lateFramework}) later`);
  if (islands === 0 && (total > STATIC_LIMIT || seen.size > STATIC_FILES)) {
    failures.push(
      `${name}: ${total} B in ${seen.size} files of JavaScript; a page without islands may load ${STATIC_LIMIT} B in ${STATIC_FILES} files`,
    );
  }
  if (islands > 0 && total > ISLAND_LIMIT) failures.push(`${name}: ${total} B of JavaScript; an island page may load ${ISLAND_LIMIT} B`);
  if (islands > 0 && FORM_PAGES.test(twin(name)) && total > FORM_PAGE_LIMIT) {
    failures.push(`${name}: ${total} B of JavaScript; a public form page or a product page may load ${FORM_PAGE_LIMIT} B`);
  }
  if (islands > 0 && !guarded && own > OWN_CODE_LIMIT) {
    failures.push(`${name}: ${own} B of its own JavaScript besides React and the frame; a public page may load ${OWN_CODE_LIMIT} B`);
  }
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log(`${'page'.padEnd(44)} islands  files   JS KB  inline KB  React KB  own KB  limit KB`);
for (const r of rows) {
  const limit = r.islands === 0 ? STATIC_LIMIT : FORM_PAGES.test(twin(r.page)) ? FORM_PAGE_LIMIT : ISLAND_LIMIT;
  const own = r.islands === 0 ? '' : kb(r.own);
  console.log(
    `${r.page.padEnd(44)} ${String(r.islands).padStart(7)} ${String(r.files).padStart(6)} ${kb(r.js)} ${kb(r.inline).padStart(10)} ${kb(r.framework).padStart(9)} ${own.padStart(7)} ${EXEMPT.test(r.page) ? '      -' : kb(limit).padStart(9)}`,
  );
}
if (detail) {
  console.log(`\n${detailPage}: its files, gzip KB`);
  for (const d of detail) console.log(`${kb(d.bytes)}  ${d.url}${d.isFramework ? '  (framework)' : ''}`);
}
const noIsland = rows.filter((r) => r.islands === 0);
console.log(
  `\n${rows.length} pages; ${noIsland.length} without islands, of which ${noIsland.filter((r) => r.framework === 0).length} load no framework JS.`,
);
if (failures.length) {
  console.error(`\nBudget failed:\n${failures.join('\n')}`);
  process.exit(1);
}
