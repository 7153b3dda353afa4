// `npm run bench:catalogue`: the listing at scale (docs/performance.md). Generates a catalogue
// of N products (default 10,000) into a temp CONTENT_DIR, builds the site into a temp
// OUT_DIR, serves it with the real server, loads /products-list in Chromium and reports:
//   - bytes transferred (compressed, as on the wire) for the first view, by resource;
//   - bytes fetched later, at the first interaction (index) and first search (texts);
//   - the time each filter/search/page change takes to update the results
//     (performance measure 'catalogue:update': from the change to the committed DOM).
// Options: --count N, --keep (leave the temp folders), --reuse DIR (skip generate + build,
// using DIR/content and DIR/dist from an earlier --keep run).
import { openGeneratedSite } from './bench-site.mjs';
import { generateCatalogue } from './generate-catalogue.mjs';
import { option } from '../lib/args.mjs';

const FIRST_VIEW_BUDGET = 300 * 1024;
const UPDATE_BUDGET_MS = 50;

const count = Number(option('count', 10000));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const { base, browser, close } = await openGeneratedSite({
  prefix: 'catalogue-bench-',
  generate: (contentDir) => `${generateCatalogue({ count, outDir: contentDir }).products} products`,
  built: 'the site (astro + pagefind)',
});
let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map();
  let transfers = [];
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url.replace(base, '')));
  cdp.on('Network.loadingFinished', (e) => transfers.push({ url: urls.get(e.requestId), bytes: e.encodedDataLength }));
  const take = () => {
    const t = transfers;
    transfers = [];
    return t;
  };
  const total = (list) => list.reduce((s, r) => s + r.bytes, 0);

  await page.goto(`${base}/products-list`, { waitUntil: 'networkidle' });
  const firstView = take();
  const firstViewBytes = total(firstView);
  console.log(`\nFirst view of /products-list (${count} generated products), transferred:`);
  for (const r of firstView.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(r.bytes).padStart(10)}  ${r.url}`);
  console.log(`  ${kb(firstViewBytes).padStart(10)}  total (budget ${kb(FIRST_VIEW_BUDGET)})`);
  if (firstViewBytes > FIRST_VIEW_BUDGET) failed = true;

  const updates = [];
  async function timed(label, action) {
    await page.evaluate(() => performance.clearMeasures('catalogue:update'));
    await action();
    await page.waitForFunction(
      () => performance.getEntriesByName('catalogue:update').length > 0 && !document.querySelector('[data-listing-loading]'),
    );
    const ms = await page.evaluate(() => performance.getEntriesByName('catalogue:update').at(-1).duration);
    const found = await page.getByText(/^[\d,]+ products found$/).textContent();
    updates.push({ label, ms, found });
  }

  // The first interaction fetches the index; the first search focus fetches the texts.
  const checkbox = (name) => page.getByRole('checkbox', { name });
  const apply = () => page.getByRole('button', { name: 'Apply Filters' }).click();
  // At 360 px the filters open from the 'Filters (n)' button.
  const showFilters = async () => {
    if (!(await page.getByRole('button', { name: 'Apply Filters' }).isVisible()))
      await page.getByRole('button', { name: /^Filters/ }).click();
  };
  const indexResponse = page.waitForResponse((r) => r.url().endsWith('/catalogue/index.json'));
  await showFilters();
  await checkbox('Fusion Splicers').click();
  await (await indexResponse).finished();
  await page.waitForTimeout(200); // let the island decode the index before timing starts
  const indexLoad = take().filter((r) => !r.url.endsWith('favicon.svg'));
  await timed('category Fusion Splicers', apply);
  await showFilters();
  await checkbox('Test Equipment').click();
  await timed('+ category Test Equipment', apply);
  await showFilters();
  await page.getByLabel('Min price').fill('1000');
  await page.getByLabel('Max price').fill('20000.50');
  await timed('+ price 1000 - 20000.50', apply);
  await timed('next page', () => page.getByRole('button', { name: 'Next page' }).click());
  await showFilters();
  await timed('clear filters', () => page.getByRole('button', { name: 'Clear Filters' }).click());
  // One family: its facets are counted over the whole catalogue with every update.
  await showFilters();
  await checkbox('Cable Blowing Machines').click();
  await timed('category with facets', apply);
  await showFilters();
  await page.getByRole('checkbox', { name: /^Pneumatic \(/ }).click();
  await timed('+ facet Drive: Pneumatic', apply);
  await timed('back to the family (history)', () => page.goBack()).catch(() => console.log('  (back: not measured by this build)'));
  await showFilters();
  await timed('clear filters', () => page.getByRole('button', { name: 'Clear Filters' }).click());
  const search = page.getByRole('searchbox', { name: 'Search products' });
  const textResponse = page.waitForResponse((r) => r.url().endsWith('/catalogue/search.json'));
  await search.focus();
  await (await textResponse).finished();
  await page.waitForTimeout(200);
  const textLoad = take().filter((r) => !r.url.endsWith('favicon.svg'));
  for (const term of ['splicer', 'campus networks', 'lonestar otdr', 'zzz no match', 'a']) {
    await search.fill(term);
    await timed(`search "${term}"`, () => search.press('Enter'));
  }
  await timed('next page', () => page.getByRole('button', { name: 'Next page' }).click());
  await timed('page 3', () => page.getByRole('button', { name: 'Page 3', exact: true }).click());
  // Back/forward are measured by the built island only when it marks popstate updates.
  await timed('back (history)', () => page.goBack()).catch(() => console.log('  (back: not measured by this build)'));

  console.log(`\nFetched at the first interaction: ${kb(total(indexLoad))} (${indexLoad.map((r) => r.url).join(', ')})`);
  console.log(`Fetched at the first search focus: ${kb(total(textLoad))} (${textLoad.map((r) => r.url).join(', ')})`);
  console.log(`\nResult updates (budget ${UPDATE_BUDGET_MS} ms):`);
  for (const u of updates) console.log(`  ${u.ms.toFixed(1).padStart(7)} ms  ${u.label.padEnd(30)} ${u.found}`);
  const worst = Math.max(...updates.map((u) => u.ms));
  const sorted = updates.map((u) => u.ms).sort((a, b) => a - b);
  console.log(`  median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, worst ${worst.toFixed(1)} ms`);
  if (worst > UPDATE_BUDGET_MS) failed = true;
  console.log(
    `\n${failed ? 'FAIL' : 'PASS'}: first view ${kb(firstViewBytes)} ≤ ${kb(FIRST_VIEW_BUDGET)}, updates ≤ ${UPDATE_BUDGET_MS} ms`,
  );
} finally {
  await close();
}
process.exit(failed ? 1 : 0);
