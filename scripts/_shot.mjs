import { chromium } from '@playwright/test';
import { findChromium } from '/work/main/scripts/test/ensure-chromium.mjs';
const browser = await chromium.launch({ executablePath: await findChromium() });
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [path, w] = spec.split('@');
  const page = await browser.newPage({ viewport: { width: Number(w), height: 900 } });
  await page.goto('http://localhost:4391' + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-${path.replace(/\W+/g, '_')}-${w}.png`, fullPage: false });
  await page.close();
}
await browser.close();
