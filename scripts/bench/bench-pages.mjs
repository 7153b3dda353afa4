// `npm run bench:pages`: Lighthouse (mobile: simulated slow 4G, 4x CPU) on the built site's
// island pages, served by the real server. Runs are interleaved page by page so a busy spell
// of the machine hits every page alike; prints the median of each figure and flags the
// targets: Total Blocking Time <= 100 ms, performance >= 98, best practices 100, no layout
// shift, and with --floor a largest paint at most 1.10 times the floor's.
// Options: --runs N (default 5), --url BASE (measure a server already running), PATH... to
// measure other pages, --dist DIR: the build to measure (default dist/), --beside DIR: another
// build of the site (e.g. an earlier commit's dist/) measured in the same interleaved run, its
// medians printed beside this build's, --floor: the same build with every page's scripts and
// modulepreloads removed (./page-floor.mjs), served by the same server and measured in the
// same run, each page's LCP printed beside the floor's with their ratio. --signed-in: every page
// as a customer with something in the cart (an account registered through the site's API, its
// session put in the browser's storage before each run), e.g. `-- --signed-in /checkout /cart`.
// Needs `npm run build` first (unless --url) and Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { median, serveSite } from './bench-site.mjs';
import { buildFloor } from './page-floor.mjs';
import { ISLAND_PAGES } from './island-pages.mjs';
import { findChromium } from '../test/ensure-chromium.mjs';
import { flag, option, positional } from '../lib/args.mjs';

const TARGET = { tbt: 100, perf: 98, bp: 100, cls: 0.001, lcpRatio: 1.1 };
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
const dist = option('dist', 'dist');
const beside = option('beside', null);
const floor = flag('floor');
const signedIn = flag('signed-in');
const paths = positional(['runs', 'url', 'dist', 'beside']);
const pages = paths.length ? paths : ISLAND_PAGES;

/** A new customer of the site at `base` with the pulling lubricant in the cart: what the browser stores. */
async function customerSession(base) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const post = async (path, body, token) => {
    const res = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { access_token, user } = await post('/auth/register', {
    email: `bench-${id}@example.com`,
    username: `bench${id}`.slice(0, 20),
    password: 'Bench-1310nm',
  });
  await post('/cart/items', { product_id: 266, quantity: 1 }, access_token);
  return { token: access_token, user: JSON.stringify(user) };
}

/** Puts `session` in the storage of `origin` in the browser on `port`. */
async function storeSession(port, origin, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    }, session);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function measure(target, session) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-pages-'));
  const chrome = await launch({ chromePath: findChromium() ?? undefined, chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${profile}`] });
  try {
    if (session) await storeSession(chrome.port, new URL(target).origin, session);
    const result = await lighthouse(target, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'best-practices'],
      // The stored session stays (Lighthouse clears the origin's storage otherwise).
      disableStorageReset: Boolean(session),
    });
    const { audits, categories } = result.lhr;
    // A run Lighthouse could not trace (e.g. NO_NAVSTART) has no figures: it is left out.
    if (result.lhr.runtimeError || !Number.isFinite(audits['total-blocking-time'].numericValue)) return null;
    return {
      perf: Math.round(categories.performance.score * 100),
      bp: Math.round(categories['best-practices'].score * 100),
      tbt: audits['total-blocking-time'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

const serve = (outDir) => serveSite({ work: mkdtempSync(join(tmpdir(), 'bench-pages-site-')), contentDir: 'content', outDir });
const sites = [{ name: 'this build', ...(url ? { base: url.replace(/\/$/, ''), stop: () => undefined } : await serve(dist)) }];
if (beside) sites.push({ name: beside, ...(await serve(beside)) });
if (floor) {
  if (url) throw new Error('--floor measures a build (--dist), not a running server (--url)');
  sites.push({ name: 'floor', ...(await serve(await buildFloor(dist))) });
}
const results = new Map(sites.flatMap((site) => pages.map((p) => [`${site.name} ${p}`, []])));
if (signedIn) for (const site of sites) site.session = await customerSession(site.base);
try {
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      for (const site of sites) {
        const r = await measure(site.base + page, site.session);
        const label = sites.length > 1 ? `${page} (${site.name})` : page;
        if (!r) {
          console.error(`run ${run}/${runs} ${label}: no figures (Lighthouse could not trace the load)`);
          continue;
        }
        results.get(`${site.name} ${page}`).push(r);
        console.error(
          `run ${run}/${runs} ${label}: perf ${r.perf} bp ${r.bp} TBT ${Math.round(r.tbt)} ms LCP ${Math.round(r.lcp)} ms CLS ${r.cls.toFixed(3)}`,
        );
      }
    }
  }
} finally {
  for (const site of sites) site.stop();
}

const medians = (rs) => ({
  n: rs.length,
  perf: median(rs.map((r) => r.perf)),
  bp: median(rs.map((r) => r.bp)),
  tbt: median(rs.map((r) => r.tbt)),
  lcp: median(rs.map((r) => r.lcp)),
  cls: median(rs.map((r) => r.cls)),
});
const cells = (m) =>
  `${String(m.perf).padStart(4)} ${String(m.bp).padStart(4)} ${String(Math.round(m.tbt)).padStart(7)} ${String(Math.round(m.lcp)).padStart(7)} ${(m.cls ?? 0).toFixed(3).padStart(6)}`;
const header = `perf   bp  TBT ms  LCP ms    CLS`;
const others = sites.slice(1);
const otherHeader = (site) => (site.name === 'floor' ? 'floor LCP  ratio' : `| ${site.name}: ${header}`);
const otherCells = (site, m, mine) => {
  if (site.name !== 'floor') return `  | ${cells(m)}`;
  const ratio = mine.lcp / m.lcp;
  return `${String(Math.round(m.lcp)).padStart(10)} ${ratio.toFixed(2).padStart(6)}`;
};

console.log(`\nLighthouse mobile, median of ${runs} runs${signedIn ? ', signed in with an item in the cart' : ''}`);
console.log(`${'page'.padEnd(34)} ${header}        ${others.map(otherHeader).join('  ')}`);
let missed = 0;
for (const page of pages) {
  const m = medians(results.get(`${sites[0].name} ${page}`));
  const floorM = floor ? medians(results.get(`floor ${page}`)) : null;
  const ok =
    m.n > 0 &&
    m.tbt <= TARGET.tbt &&
    m.perf >= TARGET.perf &&
    m.bp >= TARGET.bp &&
    m.cls < TARGET.cls &&
    (!floorM || m.lcp <= TARGET.lcpRatio * floorM.lcp);
  if (!ok) missed++;
  const rest = others.map((site) => otherCells(site, medians(results.get(`${site.name} ${page}`)), m)).join('  ');
  console.log(`${page.padEnd(34)} ${cells(m)}  ${ok ? 'ok    ' : 'MISSED'}${rest}`);
}
console.log(
  `\ntargets (this build): TBT <= ${TARGET.tbt} ms, performance >= ${TARGET.perf}, best practices ${TARGET.bp}, CLS 0${floor ? `, LCP <= ${TARGET.lcpRatio} x the floor's` : ''}; ${missed ? `${missed} page(s) missed` : 'all met'}`,
);
process.exitCode = missed ? 1 : 0;
