// Draws every product's picture into public/images/products/<slug>.svg from the shared parts,
// so the whole catalogue keeps one illustration style. A product without a drawing here, or
// whose image_url points elsewhere (a picture uploaded in the editor), keeps its own picture
// and is listed.
//   npx node scripts/images/draw-products.mjs
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import { frame } from './parts.mjs';
import { machines } from './draw-machines.mjs';
import { instruments } from './draw-instruments.mjs';
import { plant } from './draw-plant.mjs';
import { connect } from './draw-connect.mjs';
import { outsidePlant } from './draw-outside-plant.mjs';
import { civil } from './draw-civil.mjs';

const drawings = { ...machines, ...instruments, ...plant, ...connect, ...outsidePlant, ...civil };
const dir = 'content/products';
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const kept = [];
let drawn = 0;
let bytes = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.md'))) {
  const slug = basename(file, '.md');
  const data = parse(readFileSync(join(dir, file), 'utf8').split(/^---$/m)[1]);
  const drawing = drawings[slug];
  const own = `/images/products/${slug}.svg`;
  if (!drawing || data.image_url !== own) {
    kept.push(slug);
    continue;
  }
  const svg = frame(escape(data.name), drawing.label, drawing.body());
  writeFileSync(join('public', own), svg);
  drawn += 1;
  bytes += svg.length;
}
console.log(`Drew ${drawn} pictures, ${Math.round(bytes / 1024)} KB in all.`);
if (kept.length) console.log(`Kept their own pictures (no drawing here, or another image_url): ${kept.join(', ')}`);
