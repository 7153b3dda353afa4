// Adds `count` generated knowledge articles to a content folder (usually one made by
// scripts/bench/generate-catalogue.mjs), for the search benchmark: realistic field-guide text
// with varied topics, so the search index has the size and spread of a big knowledge base.
//   npx node scripts/bench/generate-articles.mjs --count 1000 --out /some/tmp/dir
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { option } from '../lib/args.mjs';

const TOPICS = [
  'fusion splicing',
  'OTDR testing',
  'connector cleaning',
  'cable blowing',
  'thrust boring',
  'aerial lashing',
  'microduct installation',
  'MPO polarity',
  'splitter placement',
  'loss budgets',
  'bend radius',
  'splice closures',
  'power meter testing',
  'fault location',
  'duct proofing',
  'FTTH drops',
  'data center cabling',
  'emergency restoration',
  'ribbon fiber',
  'submarine cable',
];
const PLACES = [
  'a manhole',
  'a rural cabinet',
  'a pole line',
  'a splice vault',
  'a data hall',
  'a central office',
  'a road crossing',
  'a handhole',
  'a campus tunnel',
  'a pedestal',
];
const TOOLS = [
  'core-alignment splicer',
  'precision cleaver',
  'OTDR',
  'visual fault locator',
  'optical power meter',
  'inspection scope',
  'cable blowing machine',
  'duct rodder',
  'heat shrink oven',
  'light source',
];
const CATEGORIES = ['Splicing', 'Testing', 'Maintenance', 'Installation', 'Safety', 'Data Center', 'FTTH', 'Troubleshooting'];
const TYPES = ['guide', 'tutorial', 'faq'];
const VERBS = ['check', 'record', 'clean', 'inspect', 'measure', 'label', 'protect', 'verify'];

function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

export function generateArticles({ count, outDir, seed = 7 }) {
  const dir = join(resolve(outDir), 'articles');
  mkdirSync(dir, { recursive: true });
  const random = rng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  for (let i = 0; i < count; i++) {
    const id = 5000 + i;
    const topic = pick(TOPICS);
    const place = pick(PLACES);
    const tool = pick(TOOLS);
    const title = `${topic[0].toUpperCase()}${topic.slice(1)} in ${place}: field note ${i + 1}`;
    const slug = `${title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/-$/, '')}`;
    const steps = Array.from({ length: 4 }, () => `- ${pick(VERBS)} the ${pick(TOOLS)} before work on ${pick(TOPICS)}`).join('\n');
    const body = `Working on ${topic} in ${place} leaves little room for error. This note collects what crews learned on job ${1000 + Math.floor(random() * 9000)} with a ${tool}, so the next technician can finish faster.

## Before you start

Bring a charged ${tool}, spare consumables and the route drawing. In ${place} the light is poor and the space is tight, so stage everything before you open the enclosure.

${steps}

:::tip
Measure twice: a reading of ${(random() * 0.5).toFixed(2)} dB on one splice is fine, but the same loss on every splice of a long route adds up quickly against the loss budget.
:::

## On site

Follow the standard procedure for ${pick(TOPICS)} and keep notes of every reading. When a value looks wrong, ${pick(VERBS)} the ${pick(TOOLS)} and repeat the test before you change anything.

## Afterwards

File the readings with the as-built drawings and tag the ${pick(['closure', 'panel', 'cabinet', 'vault'])} with the date.
`;
    writeFileSync(
      join(dir, `${slug}.md`),
      `---\nid: ${id}\ntitle: ${JSON.stringify(title)}\ncategory: ${pick(CATEGORIES)}\ntype: ${pick(TYPES)}\nis_published: true\nview_count: ${Math.floor(random() * 5000)}\ncreated_at: 2025-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}\nrelated: []\n---\n${body}`,
    );
  }
  return { dir, articles: readdirSync(dir).length };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { dir, articles } = generateArticles({ count: Number(option('count', 1000)), outDir: option('out', '.tmp/catalogue-content') });
  console.log(`${articles} articles in ${dir}`);
}
