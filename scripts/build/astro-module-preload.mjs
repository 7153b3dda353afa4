// Astro integration: after the build, every page gets a <link rel="modulepreload"> for each
// chunk its module scripts and islands need: the island's component and renderer files
// (React's file among them) and everything they import statically. Without it the browser
// finds an island's files only once Astro's island script asks for them, and each file's
// imports only once that file has arrived: a chain of round trips on a slow phone
// connection before the island can hydrate (Vite preloads for index.html; Astro does not).
// The preloads ask for low priority: the page's styles and largest paint come first.
// An island hydrated after the page's paint (client:afterpaint) gets no preload in the head:
// its files are listed in its own `data-preload`, which the directive preloads when it starts
// (src/layouts/frame/hydrateAfterPaint.ts), so React's file never competes with the paint.
// A guarded page's islands get no preload in the head either: the page may become the sign-in
// form for a visitor (decision 19), who needs none of its own files. The line after the form
// preloads the page's lists for a signed-in person (src/features/auth/signInView.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './astro-csp-headers.mjs';
import { signInForm } from './sign-in-form.mjs';

const MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[^"]+\.js)"[^>]*><\/script>/g;
const ISLAND = /<astro-island\b[^>]*>/g;
const ISLAND_FILE = /\b(?:component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+\.js)"/g;
const AFTER_PAINT = /\bclient="afterpaint"/;
const STATIC_IMPORT = /(?:^|;)\s*import\s*(?:[\w*${}\s,]+from\s*)?"(\.\/[^"]+\.js)"/g;

export function modulePreload() {
  return {
    name: 'module-preload',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const importsOf = new Map();
        const staticImports = async (src) => {
          if (!importsOf.has(src)) {
            const code = await readFile(join(out, src), 'utf8');
            importsOf.set(
              src,
              [...code.matchAll(STATIC_IMPORT)].map((m) => posix.join(posix.dirname(src), m[1])),
            );
          }
          return importsOf.get(src);
        };
        /** `urls` and every file they import statically. */
        const withImports = async (urls) => {
          const all = new Set(urls);
          const pending = [...urls];
          while (pending.length) {
            for (const dep of await staticImports(pending.pop())) {
              if (!all.has(dep)) pending.push(dep);
              all.add(dep);
            }
          }
          return all;
        };
        let pages = 0;
        for await (const file of htmlFiles(out)) {
          let html = await readFile(file, 'utf8');
          const scripts = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
          const heads = new Set(scripts);
          const preloadLater = new Map();
          const guarded = signInForm(html) !== null;
          for (const [tag] of html.matchAll(ISLAND)) {
            const files = [...tag.matchAll(ISLAND_FILE)].map((m) => m[1]);
            if (guarded || AFTER_PAINT.test(tag)) preloadLater.set(tag, [...(await withImports(files))]);
            else for (const f of files) heads.add(f);
          }
          const links = await withImports([...heads]);
          for (const src of scripts) links.delete(src);
          const missing = [...links].filter((href) => !html.includes(`href="${href}"`));
          for (const [tag, files] of preloadLater) {
            html = html.replace(tag, () => tag.replace(/>$/, ` data-preload="${files.join(' ')}">`));
          }
          if (!missing.length && !preloadLater.size) continue;
          const tags = missing.map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`).join('');
          await writeFile(file, html.replace('</head>', `${tags}</head>`));
          pages++;
        }
        logger.info(`module preloads added to ${pages} pages`);
      },
    },
  };
}
