// Generates a large test catalogue: copies the real content folder and adds `count`
// products (and six more categories) with varied names, prices, stock and descriptions.
// Build against it with CONTENT_DIR=<out>; the API reads the same folder.
//   npx node scripts/bench/generate-catalogue.mjs --count 10000 --out /some/tmp/dir
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { option } from '../lib/args.mjs';

const EXTRA_CATEGORIES = [
  ['Fusion Splicers', 'Core-alignment and ribbon fusion splicers for field and lab work.'],
  ['Test Equipment', 'OTDRs, power meters, light sources and visual fault locators.'],
  ['Cleavers and Tools', 'Precision cleavers, strippers and termination kits.'],
  ['Splice Closures', 'Dome and inline closures, trays and sleeves.'],
  ['Duct and Microduct', 'HDPE duct, microduct bundles, couplers and end caps.'],
  ['Network Hardware', 'Patch panels, enclosures, media converters and transceivers.'],
];
/** Each generated kind's family (content/categories id → part-number code); the extra categories file under a real one first. */
const FAMILY_CATEGORY = { 1: 1, 6: 6, 101: 7, 102: 5, 103: 7, 104: 4, 105: 2, 106: 8 };
const FAMILIES = { 1: 'CBM', 6: 'TBM', 101: 'TLS', 102: 'TST', 103: 'TLS', 104: 'PNL', 105: 'CBL', 106: 'NET' };
const BRANDS = [
  'PB',
  'Fiberline',
  'LuxCore',
  'TexSplice',
  'Optima',
  'Raptor',
  'Lonestar',
  'Vantage',
  'Helix',
  'Northfield',
  'Sable',
  'Keystone',
];
const KINDS = {
  1: ['Pneumatic Cable Blowing Machine', 'Hydro Cable Blowing Machine', 'Microcable Jetting Unit', 'Cable Pusher', 'Duct Lubricator'],
  6: ['Thrust Boring Machine', 'Pipe Rammer', 'Pneumatic Piercing Tool', 'Auger Boring Rig'],
  101: ['Core Alignment Fusion Splicer', 'Ribbon Fusion Splicer', 'Handheld Splicer', 'Splicer Electrodes'],
  102: ['OTDR', 'Optical Power Meter', 'Light Source', 'Visual Fault Locator', 'Fiber Inspection Scope'],
  103: ['Precision Cleaver', 'Fiber Stripper', 'Kevlar Shears', 'Termination Kit'],
  104: ['Dome Splice Closure', 'Inline Splice Closure', 'Splice Tray', 'Heat Shrink Sleeves'],
  105: ['HDPE Duct Reel', 'Microduct Bundle', 'Push-Fit Coupler', 'Duct End Cap'],
  106: ['Rack Patch Panel', 'Wall Enclosure', 'Media Converter', 'SFP Transceiver'],
};
const ADJ = [
  'compact',
  'rugged',
  'field-proven',
  'lightweight',
  'heavy-duty',
  'weather-sealed',
  'high-capacity',
  'precision',
  'modular',
  'portable',
];
const USES = [
  'backbone routes',
  'FTTH drops',
  'data center links',
  'campus networks',
  'rural middle-mile builds',
  'emergency restoration',
  'aerial spans',
  'underground conduit runs',
  'road crossings',
  'splice vaults',
];
const SPECS = ['operating range', 'weight', 'battery life', 'cable diameter', 'duct size', 'accuracy', 'speed', 'temperature range'];
const IMAGES = ['pb-pneumatic-blowing-machine', 'pb-hydro-blowing-machine', 'thrust-boring-machine'];

/** Deterministic PRNG so two runs produce the same catalogue. */
function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

export function generateCatalogue({ count, outDir, sourceDir = 'content', seed = 42 }) {
  const out = resolve(outDir);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  cpSync(resolve(sourceDir), out, { recursive: true });
  EXTRA_CATEGORIES.forEach(([name, description], i) => {
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    writeFileSync(join(out, 'categories', `${slug}.yaml`), `id: ${101 + i}\nname: ${name}\nslug: ${slug}\ndescription: ${description}\n`);
  });
  const existing = readdirSync(join(out, 'products')).length;
  const random = rng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const categoryIds = Object.keys(KINDS).map(Number);
  for (let i = 0; i < count; i++) {
    const id = 1000 + i;
    const category = pick(categoryIds);
    const second = random() < 0.15 ? pick(categoryIds.filter((c) => c !== category)) : null;
    const brand = pick(BRANDS);
    const kind = pick(KINDS[category]);
    // The family code leads the model, so no model stem is shared by two families (catalogueIntegrity.ts).
    const model = `${FAMILIES[category]}${String.fromCharCode(65 + Math.floor(random() * 26))}${100 + Math.floor(random() * 900)}`;
    const name = `${brand} ${kind} ${model}`;
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`;
    const price = Math.round((50 + random() * 49950) * 100) / 100;
    const discount = random() < 0.2 ? Math.round(price * (0.7 + random() * 0.25) * 100) / 100 : null;
    const stock = random() < 0.1 ? 0 : Math.floor(random() * 60);
    const country = pick(['USA', 'Germany', 'Taiwan', 'South Korea', 'Japan', 'China']);
    const adj = pick(ADJ);
    const use = pick(USES);
    const summary = `${adj[0].toUpperCase()}${adj.slice(1)} ${kind.toLowerCase()} for ${use}, model ${model}, rated for ${Math.floor(5 + random() * 95)} ${pick(['km', 'hours', 'm/min', 'dB'])} and backed by ${brand} service in Texas.`;
    const specs = Array.from(
      { length: 3 },
      () => `  - label: ${pick(SPECS)}\n    value: "${Math.floor(random() * 1000)} ${pick(['mm', 'kg', 'h', 'm', 'dB', '°C'])}"`,
    ).join('\n');
    const body = [
      `The ${name} is a ${adj} ${kind.toLowerCase()} built for ${use}. Crews use it where ${pick(USES)} and ${pick(USES)} demand dependable equipment.`,
      `It ships calibrated from our San Antonio warehouse with a ${1 + Math.floor(random() * 3)}-year warranty, spare consumables and a printed quick-start card.`,
      `- ${pick(ADJ)} housing\n- ${pick(SPECS)} of ${Math.floor(random() * 500)} units\n- field-replaceable parts`,
    ].join('\n\n');
    const md = `---
id: ${id}
name: ${name}
summary: ${JSON.stringify(summary)}
price: ${price}
discount_price: ${discount ?? 'null'}
stock: ${stock}
image_url: /images/products/${pick(IMAGES)}.svg
is_active: true
categories: [${[...new Set([FAMILY_CATEGORY[category], category, second].filter(Boolean))].join(', ')}]
specifications:
${specs}
features:
  - ${JSON.stringify(`${adj} design for ${use}`)}
  - ${JSON.stringify(`Backed by ${brand} service and parts in Texas`)}
created_at: 2025-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}
brand: ${brand}
model: ${model}
maker: ${brand}
part_number: FP-${FAMILIES[category]}-${model}-${id}
warranty: { term: ${pick(['1 year', '2 years', '3 years'])}, covers: parts and labor }
in_the_box:
  - ${kind}
  - Quick-start card
shipping:
  weight_lb: ${Math.round((0.5 + random() * 600) * 10) / 10}
  dimensions_in: ${Math.floor(6 + random() * 40)} × ${Math.floor(4 + random() * 30)} × ${Math.floor(2 + random() * 30)}
  method: ${category === 1 || category === 6 ? 'freight' : 'parcel'}
lead_time: ${1 + Math.floor(random() * 4)}–${5 + Math.floor(random() * 4)} weeks
compliance:
  origin: { country: ${country}, basis: manufactured by ${brand} in ${country} }
  taa: ${country === 'China' ? `{ status: not_compliant, basis: manufactured in China }` : `{ status: compliant, basis: manufactured in ${country} }`}
  baba: { status: not_applicable, basis: equipment, not incorporated into the project }
operating_temperature: -10 to +${40 + Math.floor(random() * 30)} °C
calibration: Factory calibrated; annual recalibration recommended
works_with: [${count > 1 ? 1000 + ((i + 1) % count) : ''}]
---
${body}
`;
    writeFileSync(join(out, 'products', `${slug}.md`), md);
  }
  return { dir: out, products: existing + count };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { dir, products } = generateCatalogue({ count: Number(option('count', 10000)), outDir: option('out', '.tmp/catalogue-content') });
  console.log(`${products} products in ${dir}`);
}
