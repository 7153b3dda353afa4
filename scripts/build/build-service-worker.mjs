// `npm run build` step after the search index: bundles the service worker
// (src/features/offline/sw/serviceWorker.ts, Workbox modules) and injects the list of
// files to precache, with a revision per file, into <out>/sw.js. A rebuild with any
// changed file gives a new sw.js, which the browser installs and the page announces.
import { build } from 'esbuild';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { injectManifest } from 'workbox-build';

// Beyond this many result fragments the index is too big to download up front: fragments
// are then cached as they are used, and only the index itself is precached.
const MAX_PRECACHED_FRAGMENTS = 2000;

/**
 * The search result fragments to precache: every one but the products'. Products are cached
 * as they are visited or found, so the first visit's download does not grow with the
 * catalogue. (A fragment is gzipped JSON behind a signature; its url comes first.)
 */
async function precachedFragments(outDir) {
  const dir = join(outDir, 'pagefind', 'fragment');
  const files = await readdir(dir).catch(() => []);
  const kept = [];
  for (const file of files) {
    const head = gunzipSync(await readFile(join(dir, file)))
      .subarray(0, 600)
      .toString('utf8');
    if (!/"url":"\/products\//.test(head)) kept.push(`pagefind/fragment/${file}`);
  }
  return kept;
}

export async function buildServiceWorker(outDir = resolve(process.env.OUT_DIR ?? 'dist')) {
  const tmp = await mkdtemp(join(tmpdir(), 'sw-'));
  const swSrc = join(tmp, 'sw.js');
  try {
    await build({
      entryPoints: [fileURLToPath(new URL('../../src/features/offline/sw/serviceWorker.ts', import.meta.url))],
      outfile: swSrc,
      bundle: true,
      format: 'iife',
      target: 'es2022',
      minify: true,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    const fragments = await precachedFragments(outDir);
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: join(outDir, 'sw.js'),
      globDirectory: outDir,
      globPatterns: [
        'index.html',
        'offline/index.html',
        'search/index.html',
        'search/words.json',
        'school/index.html',
        'knowledge/*/index.html',
        // The Spanish edition: its offline page and what that page lists as always available,
        // its search (each language has its own Pagefind index) and its articles.
        'es/index.html',
        'es/offline/index.html',
        'es/search/index.html',
        'es/search/words.json',
        'es/school/index.html',
        'es/knowledge/*/index.html',
        '_astro/**/*.{js,css}',
        'favicon.svg',
        'manifest.webmanifest',
        'icons/*.{png,svg}',
        'images/*.svg',
        'pagefind/pagefind.js',
        'pagefind/pagefind-worker.js',
        'pagefind/pagefind-entry.json',
        'pagefind/wasm.*.pagefind',
        'pagefind/*.pf_meta',
        'pagefind/index/*',
        'pagefind/filter/*',
        ...(fragments.length <= MAX_PRECACHED_FRAGMENTS ? fragments : []),
      ],
      globIgnores: ['knowledge/not-found/**', 'es/knowledge/not-found/**'],
      // Hashed file names (/_astro, Pagefind) never change content: their name is their revision.
      dontCacheBustURLsMatching: /^(_astro\/|pagefind\/(index|fragment|filter)\/|pagefind\/.*\.pf_meta$)/,
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    });
    for (const w of warnings) console.warn(`service worker: ${w.split('\n')[0]} ${/"globPattern": "([^"]+)"/.exec(w)?.[1] ?? ''}`);
    console.log(
      `service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB)${fragments.length > MAX_PRECACHED_FRAGMENTS ? `; ${fragments.length} search fragments cached on use` : ''}`,
    );
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await buildServiceWorker();
