// The floor of a built site for `npm run bench:pages -- --floor`: a copy of the build in which
// every page has its <script> elements and modulepreload links removed, so what the HTML and
// CSS alone cost to paint can be measured beside the site as built (each page's Brotli copy
// made again, as the build makes it).
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeBrotli } from '../build/precompress.mjs';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** The page's HTML without scripts or module preloads. */
export const withoutScripts = (html) => html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '');

const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(p);
    return e.name.endsWith('.html') ? [p] : [];
  });

/** Copies the build in `dist` to a new folder and strips every page there; returns the folder. */
export async function buildFloor(dist) {
  const floor = join(mkdtempSync(join(tmpdir(), 'bench-pages-floor-')), 'dist');
  cpSync(dist, floor, { recursive: true });
  for (const file of htmlFiles(floor)) {
    writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
    await writeBrotli(file);
  }
  return floor;
}
