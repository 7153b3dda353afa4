// Renders the app icons of the web manifest from their SVG sources in public/icons/ with the
// Chromium the browser tests use (run after changing an icon: `node scripts/build/render-icons.mjs`;
// the PNGs are committed).
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { findChromium } from '../test/ensure-chromium.mjs';

const jobs = [
  ['public/icons/icon.svg', 'public/icons/icon-192.png', 192],
  ['public/icons/icon.svg', 'public/icons/icon-512.png', 512],
  ['public/icons/icon-maskable.svg', 'public/icons/icon-maskable-512.png', 512],
  ['public/icons/icon.svg', 'public/icons/apple-touch-icon.png', 180],
];

const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: ['--no-sandbox'] });
try {
  for (const [src, dest, size] of jobs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = (await readFile(src)).toString('base64');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="data:image/svg+xml;base64,${svg}" width="${size}" height="${size}">`,
    );
    await page.locator('img').screenshot({ path: dest, omitBackground: true });
    await page.close();
    console.log(`${dest} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
