// `npm run bench:search`: site search at scale (docs/performance.md). Generates the
// catalogue (10,000 products, scripts/bench/generate-catalogue.mjs) plus 1,000 knowledge articles
// (scripts/bench/generate-articles.mjs) into a temp CONTENT_DIR, builds the site with its search
// index, serves it with the real server and, in Chromium with an empty cache, reports:
//   - bytes transferred (as on the wire) for the first search, opened from the header of a
//     page that had loaded no search code, and for a second, different search;
//   - the time from a search starting to its results on screen (performance measure
//     'search:results'), cold (index chunks downloading) and warm (chunks already there).
// Targets: first search <= 150 KB; results <= 100 ms once the chunks have arrived.
// Options: --products N, --articles N, --keep, --reuse DIR (skip generate + build).
import { openGeneratedSite } from './bench-site.mjs';
import { generateArticles } from './generate-articles.mjs';
import { generateCatalogue } from './generate-catalogue.mjs';
import { option } from '../lib/args.mjs';

const FIRST_SEARCH_BUDGET = 150 * 1024;
const RESULTS_BUDGET_MS = 100;
const QUERIES = ['splicer', 'otdr trace', 'manhole cleaning'];

const productCount = Number(option('products', 10000));
const articleCount = Number(option('articles', 1000));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(1)} ms`;

const { base, browser, close } = await openGeneratedSite({
  prefix: 'search-bench-',
  generate: (contentDir) => {
    const { products } = generateCatalogue({ count: productCount, outDir: contentDir });
    const { articles } = generateArticles({ count: articleCount, outDir: contentDir });
    return `${products} products and ${articles} articles`;
  },
  built: 'the site, search index and service worker',
});
let failed = false;
try {
  // No service worker: every byte comes from the network, as on a first visit.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  let phase = 'page';
  let lastRequestAt = Date.now();
  const transfers = [];
  context.on('request', () => (lastRequestAt = Date.now()));
  context.on('requestfinished', async (request) => {
    lastRequestAt = Date.now();
    const sizes = await request.sizes().catch(() => null);
    if (sizes)
      transfers.push({ phase, url: new URL(request.url()).pathname, bytes: sizes.responseBodySize, headers: sizes.responseHeadersSize });
  });
  const quiet = async () => {
    while (Date.now() - lastRequestAt < 500) await new Promise((r) => setTimeout(r, 100));
  };
  const lastMeasure = () => page.evaluate(() => performance.getEntriesByName('search:results').at(-1)?.duration ?? NaN);
  const search = async (q) => {
    const box = page.locator('#site-search-q');
    const before = await page.evaluate(() => performance.getEntriesByName('search:results').length);
    await box.fill(q);
    await page.waitForFunction((n) => performance.getEntriesByName('search:results').length > n, before);
    await quiet();
    return lastMeasure();
  };

  await page.goto(`${base}/about`);
  await page.waitForLoadState('networkidle');
  await quiet();
  const pageBytes = transfers.reduce((s, t) => s + t.bytes, 0);

  phase = 'first';
  await page.keyboard.press('/');
  await page.locator('#site-search-q').waitFor();
  const firstMs = await search(QUERIES[0]);
  const total = await page.locator('#site-search-status').textContent();
  phase = 'second';
  const secondMs = await search(QUERIES[1]);
  phase = 'third';
  const thirdMs = await search(QUERIES[2]);

  phase = 'warm';
  const warm = [];
  for (let i = 0; i < 5; i++) {
    for (const q of QUERIES) {
      await page.locator('#site-search-q').fill('');
      warm.push(await search(q));
    }
  }
  warm.sort((a, b) => a - b);
  const warmMedian = warm[Math.floor(warm.length / 2)];
  const warmMax = warm.at(-1);

  const bytesOf = (p) => transfers.filter((t) => t.phase === p).reduce((s, t) => s + t.bytes, 0);
  const headersOf = (p) => transfers.filter((t) => t.phase === p).reduce((s, t) => s + t.headers, 0);
  const requestsOf = (p) => transfers.filter((t) => t.phase === p).length;
  const wire = (p) => `${kb(bytesOf(p))} gzip bodies in ${requestsOf(p)} requests (+ ${kb(headersOf(p))} of HTTP headers)`;
  const byKind = (p) => {
    const groups = new Map();
    for (const t of transfers.filter((x) => x.phase === p)) {
      const other = t.url.startsWith('/api/') ? 'live stock' : t.url.startsWith('/images/') ? 'thumbnails' : 'search UI code';
      const kind = t.url.startsWith('/pagefind/')
        ? t.url.replace(/^\/pagefind\/((index|fragment|filter)\/|).*/, 'pagefind $1').trim() || 'pagefind'
        : other;
      const key =
        kind === 'pagefind'
          ? `pagefind ${t.url
              .split('/')
              .pop()
              .replace(/^(pagefind[-.]?[a-z]*|wasm\.en).*$/, '$1')}`
          : kind;
      groups.set(key, (groups.get(key) ?? 0) + t.bytes);
    }
    return [...groups].map(([k, v]) => `${k} ${kb(v)}`).join(', ');
  };

  console.log(`\nsite: ${productCount + 3} products, ${articleCount + 12} articles; page before search: ${kb(pageBytes)} gzip`);
  console.log(
    `first search  "${QUERIES[0]}" (${total}): ${wire('first')}; results ${ms(firstMs)} after the search started (downloads included)`,
  );
  console.log(`  ${byKind('first')}`);
  console.log(`second search "${QUERIES[1]}": ${wire('second')}; results ${ms(secondMs)}`);
  console.log(`third search  "${QUERIES[2]}": ${wire('third')}; results ${ms(thirdMs)}`);
  console.log(
    `warm searches (chunks already loaded), ${warm.length} runs: median ${ms(warmMedian)}, max ${ms(warmMax)}; ${kb(bytesOf('warm'))} transferred`,
  );

  if (bytesOf('first') > FIRST_SEARCH_BUDGET) {
    failed = true;
    console.error(`FAIL: first search ${kb(bytesOf('first'))} > ${kb(FIRST_SEARCH_BUDGET)}`);
  }
  if (warmMedian > RESULTS_BUDGET_MS) {
    failed = true;
    console.error(`FAIL: results ${ms(warmMedian)} > ${RESULTS_BUDGET_MS} ms after the chunks arrived`);
  }
  await context.close();
} finally {
  await close();
}
process.exit(failed ? 1 : 0);
