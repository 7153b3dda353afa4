// Astro integration: after the build, every page's module scripts get a
// <link rel="modulepreload"> for each chunk they import statically. Without it the browser
// finds those chunks only once the script itself has arrived: one more round trip on a
// slow phone connection before the page is complete (Vite does this for index.html; Astro
// does not for its page scripts).
import { readFile, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './astro-csp-headers.mjs';

const MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[^"]+\.js)"[^>]*><\/script>/g;
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
        let pages = 0;
        for await (const file of htmlFiles(out)) {
          const html = await readFile(file, 'utf8');
          const links = new Set();
          for (const [, src] of html.matchAll(MODULE_SCRIPT)) for (const dep of await staticImports(src)) links.add(dep);
          const missing = [...links].filter((href) => !html.includes(`href="${href}"`));
          if (!missing.length) continue;
          const tags = missing.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
          await writeFile(file, html.replace('</head>', `${tags}</head>`));
          pages++;
        }
        logger.info(`module preloads added to ${pages} pages`);
      },
    },
  };
}
