// Astro integration: every island page gets the site's own `<astro-island>` element
// (src/layouts/frame/islandLoader.ts, 0.7 KB gzip) in place of the one Astro writes inline
// (1.8 KB gzip, with what the site never uses: dates, maps and sets in props, named exports,
// islands inside islands, view transitions). Ours is written at the end of the body, so every
// island is whole when it starts, in one script with the page's client directives. The build fails on a page that needs more than ours handles,
// or where Astro's element is not found (a new Astro writing it differently).
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleFrame } from './astro-frame-script.mjs';
import { htmlFiles } from './astro-csp-headers.mjs';
import { signInForm } from './sign-in-form.mjs';

const LOADER = 'src/layouts/frame/islandLoader.ts';
const ASTRO_LOADER = /<script>(?:(?!<\/script>)[\s\S])*customElements\.define\("astro-island"(?:(?!<\/script>)[\s\S])*<\/script>/g;
/** An inline script of Astro's that defines a client directive (`Astro.only = …`). */
const DIRECTIVE = /<script>((?:(?!<\/script>)[\s\S])*\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.\w+=(?:(?!<\/script>)[\s\S])*)<\/script>/g;
const ISLAND_TAG = /<\/?astro-island\b[^>]*>/g;
const SLOT_TEMPLATE = /<template data-astro-template(?:="([^"]*)")?/g;
const ATTRIBUTE = (name) => new RegExp(`\\s${name}="([^"]*)"`);
const unescape = (text) =>
  text.replace(/&(quot|#39|lt|gt|amp);/g, (_, e) => ({ quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' })[e]);

/** Why `island` (its start tag) needs Astro's own element, or null. */
function unsupported(island) {
  if (ATTRIBUTE('before-hydration-url').test(island)) return 'a before-hydration script';
  const exported = ATTRIBUTE('component-export').exec(island)?.[1];
  if (exported !== 'default') return `the export "${exported}"`;
  if (!ATTRIBUTE('renderer-url').test(island)) return 'no renderer';
  const props = ATTRIBUTE('props').exec(island)?.[1];
  const types = new Set();
  const walk = ([type, value]) => {
    types.add(type);
    if (type === 1) value.forEach(walk);
    else if (type === 0 && value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  if (props) Object.values(JSON.parse(unescape(props))).forEach(walk);
  const other = [...types].find((t) => t !== 0 && t !== 1);
  return other === undefined ? null : `props of Astro's type ${other}`;
}

/** The page's HTML with our element in place of Astro's; throws where ours would not do. */
export function withIslandLoader(html, loader, page) {
  const tags = html.match(ISLAND_TAG) ?? [];
  if (!tags.length) return html;
  tags.forEach((tag, i) => {
    if (tag.startsWith('</') !== (i % 2 === 1)) throw new Error(`${page}: an island inside an island needs Astro's own loader`);
    const why = tag.startsWith('</') ? null : unsupported(tag);
    if (why) throw new Error(`${page}: an island with ${why} needs Astro's own loader`);
  });
  // A client-only island's fallback is HTML until it renders; other slots would be the renderer's.
  const slot = /<astro-slot\b/.test(html) ? 'default' : [...html.matchAll(SLOT_TEMPLATE)].find(([, name]) => name !== 'fallback')?.[1];
  if (slot !== undefined) throw new Error(`${page}: an island with the slot "${slot || 'default'}" needs Astro's own loader and renderer`);
  const astroLoaders = html.match(ASTRO_LOADER) ?? [];
  if (astroLoaders.length !== 1) throw new Error(`${page}: found Astro's island loader ${astroLoaders.length} times, not once`);
  // The page's directives go first in the same script (one gzip stream, not one per script); a
  // directive Astro wrote into a guarded page's sign-in form stays there: only a visitor runs it.
  const form = signInForm(html);
  const inForm = (index) => form !== null && index > form.start && index < form.end;
  const directives = [...html.matchAll(DIRECTIVE)].filter((m) => !inForm(m.index)).map((m) => m[1].trim().replace(/;?$/, ';'));
  return html
    .replace(DIRECTIVE, (script, _body, index) => (inForm(index) ? script : ''))
    .replace(ASTRO_LOADER, '')
    .replace('</body>', () => `<script>${directives.join('')}${loader}</script></body>`);
}

export function islandLoader() {
  let root = '';
  return {
    name: 'island-loader',
    hooks: {
      'astro:config:setup': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir }) => {
        const loader = (await bundleFrame(resolve(root, LOADER), new Map(), 'iife')).trim();
        for await (const file of htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const next = withIslandLoader(html, loader, file);
          if (next !== html) await writeFile(file, next);
        }
      },
    },
  };
}
