// `npm run build`'s last step: a Brotli copy (`<file>.br`) beside every page, script, style
// sheet and text file of the build, which the site's server sends to a
// browser that accepts Brotli (server/http/static.ts), as Netlify does by itself. A page is
// about 18 % smaller than with gzip, React's file 13 %: on a slow phone connection a page's
// HTML then fits the first round trip of a new connection (14 KB) where gzip's did not.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const squeeze = promisify(brotliCompress);
/** Text the server would otherwise gzip on every request (Pagefind's own files are gzip already). */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|wasm|yml)$/;
/** Below this a compressed copy saves less than its headers cost (the server's gzip threshold). */
const MIN_BYTES = 1024;
/** The strongest setting, but 9 for a file this big (the content editor's 5 MB application: 9 s at 11, 0.6 s at 9). */
const HUGE = 1024 * 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Writes `<file>.br` beside `file`, unless it is too small to gain from it; whether it wrote one. */
export async function writeBrotli(file) {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return false;
  const packed = await squeeze(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: body.length > HUGE ? 9 : constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  await writeFile(`${file}.br`, packed);
  return true;
}

/** Every compressible file of `dir`, a few at a time (zlib works on the thread pool). */
export async function precompress(dir) {
  const queue = [];
  for await (const file of files(dir)) queue.push(file);
  let written = 0;
  const worker = async () => {
    while (queue.length) {
      const file = queue.pop();
      if (await writeBrotli(file)) written++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = resolve(process.env.OUT_DIR ?? 'dist');
  const started = performance.now();
  const written = await precompress(dir);
  console.log(`brotli: ${written} files in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
