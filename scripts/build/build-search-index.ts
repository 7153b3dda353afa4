// `npm run build` step after `astro build`: writes the Pagefind index to <out>/pagefind/, one
// index per language. Pagefind sorts the knowledge article pages by their <html lang>
// (/knowledge/… English, /es/knowledge/… Spanish), and its runtime loads the index of the
// page's own language, so an English search never returns a Spanish page nor the reverse.
// Products, services, courses and sessions are custom records that the build wrote to
// <out>/search/records.json and <out>/es/search/records.json from the content collections
// (src/pages/[...lang]/search/records.json.ts), so every item is its own result even where
// several share one page (/school, /services). Other pages are not indexed.
// Accents: Pagefind folds diacritics in both the index and the query, so "empalme" and
// "empalmé", "fusion" and "fusión" find the same pages (tests/e2e/search-spanish.spec.ts).
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as pagefind from 'pagefind';
import type { SearchRecord } from '../../src/features/search/indexRecords';

const outDir = resolve(process.env.OUT_DIR ?? 'dist');
const recordFiles = [join(outDir, 'search', 'records.json'), join(outDir, 'es', 'search', 'records.json')];

async function main() {
  const started = Date.now();
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);

  let pageCount = 0;
  for (const glob of ['knowledge/**/*.html', 'es/knowledge/**/*.html']) {
    const pages = await index.addDirectory({ path: outDir, glob });
    if (pages.errors.length) throw new Error(`pagefind: ${pages.errors.join('; ')}`);
    pageCount += pages.page_count;
  }

  let recordCount = 0;
  for (const file of recordFiles) {
    const records = JSON.parse(await readFile(file, 'utf8')) as SearchRecord[];
    for (const record of records) {
      const added = await index.addCustomRecord(record);
      if (added.errors.length) throw new Error(`pagefind ${record.url}: ${added.errors.join('; ')}`);
    }
    recordCount += records.length;
  }

  const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  await Promise.all(recordFiles.map((file) => rm(file)));
  console.log(`search index: ${pageCount} pages + ${recordCount} records in ${Date.now() - started} ms`);
}

await main();
