// Draws every product's picture into public/images/products/<slug>.svg from the shared parts,
// so the whole catalogue keeps one illustration style. A product without a drawing fails.
//   npx node scripts/images/draw-products.mjs
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import { frame } from './parts.mjs';
import { machines } from './draw-machines.mjs';
import { instruments } from './draw-instruments.mjs';
import { plant } from './draw-plant.mjs';

const drawings = { ...machines, ...instruments, ...plant };
const dir = 'content/products';
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const missing = [];
let bytes = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.md'))) {
  const slug = basename(file, '.md');
  const data = parse(readFileSync(join(dir, file), 'utf8').split(/^---$/m)[1]);
  const drawing = drawings[slug];
  if (!drawing) {
    missing.push(slug);
    continue;
  }
  const svg = frame(escape(data.name), escape(drawing.label), drawing.body());
  writeFileSync(join('public', data.image_url), svg);
  bytes += svg.length;
}
if (missing.length) {
  console.error(`No drawing for: ${missing.join(', ')}`);
  process.exit(1);
}
console.log(`Drew ${Object.keys(drawings).length} pictures, ${Math.round(bytes / 1024)} KB in all.`);
