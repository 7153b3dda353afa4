// `npm run bench:pages`: Lighthouse (mobile: simulated slow 4G, 4x CPU) on the built site's
// form and catalogue pages, served by the real server. Runs are interleaved page by page so a
// busy spell of the machine hits every page alike; prints the median of each figure and
// flags the targets: Total Blocking Time <= 100 ms, performance >= 98, best practices 100.
// Options: --runs N (default 5), --url BASE (measure a server already running), PATH... to
// measure other pages. Needs `npm run build` first (unless --url) and Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveSite } from './bench-site.mjs';
import { findChromium } from '../test/ensure-chromium.mjs';
import { option, positional } from '../lib/args.mjs';

const DEFAULT_PAGES = ['/contact', '/apply', '/consultation', '/checkout', '/products-list', '/products/thrust-boring-machine'];
const TARGET = { tbt: 100, perf: 98, bp: 100 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-sync',
];

const runs = Number(option('runs', 5));
const url = option('url', null);
const paths = positional(['runs', 'url']);
const pages = paths.length ? paths : DEFAULT_PAGES;

const median = (xs) => {
  const s = xs.filter((x) => x != null).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

async function measure(target) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-pages-'));
  const chrome = await launch({ chromePath: findChromium() ?? undefined, chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${profile}`] });
  try {
    const result = await lighthouse(target, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'best-practices'],
    });
    const { audits, categories } = result.lhr;
    // A run Lighthouse could not trace (e.g. NO_NAVSTART) has no figures: it is left out.
    if (result.lhr.runtimeError || !Number.isFinite(audits['total-blocking-time'].numericValue)) return null;
    return {
      perf: Math.round(categories.performance.score * 100),
      bp: Math.round(categories['best-practices'].score * 100),
      tbt: audits['total-blocking-time'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
    };
  } finally {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

const site = url
  ? { base: url.replace(/\/$/, ''), stop: () => undefined }
  : await serveSite({ work: mkdtempSync(join(tmpdir(), 'bench-pages-site-')), contentDir: 'content', outDir: 'dist' });
const results = new Map(pages.map((p) => [p, []]));
try {
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const r = await measure(site.base + page);
      if (!r) {
        console.error(`run ${run}/${runs} ${page}: no figures (Lighthouse could not trace the load)`);
        continue;
      }
      results.get(page).push(r);
      console.error(`run ${run}/${runs} ${page}: perf ${r.perf} bp ${r.bp} TBT ${Math.round(r.tbt)} ms LCP ${Math.round(r.lcp)} ms`);
    }
  }
} finally {
  site.stop();
}

console.log(`\nLighthouse mobile, median of ${runs} runs`);
console.log(`${'page'.padEnd(34)} perf   bp  TBT ms  LCP ms`);
let missed = 0;
for (const [page, rs] of results) {
  const m = {
    perf: median(rs.map((r) => r.perf)),
    bp: median(rs.map((r) => r.bp)),
    tbt: median(rs.map((r) => r.tbt)),
    lcp: median(rs.map((r) => r.lcp)),
  };
  const ok = rs.length > 0 && m.tbt <= TARGET.tbt && m.perf >= TARGET.perf && m.bp >= TARGET.bp;
  if (!ok) missed++;
  console.log(
    `${page.padEnd(34)} ${String(m.perf).padStart(4)} ${String(m.bp).padStart(4)} ${String(Math.round(m.tbt)).padStart(7)} ${String(Math.round(m.lcp)).padStart(7)}  ${ok ? 'ok' : 'MISSED'}`,
  );
}
console.log(
  `\ntargets: TBT <= ${TARGET.tbt} ms, performance >= ${TARGET.perf}, best practices ${TARGET.bp}; ${missed ? `${missed} page(s) missed` : 'all met'}`,
);
process.exitCode = missed ? 1 : 0;
