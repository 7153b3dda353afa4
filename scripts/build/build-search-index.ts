// `npm run build` step after `astro build`: writes the Pagefind index to <out>/pagefind/.
// Knowledge articles come from their built pages (data-pagefind-body, filter type:Articles);
// products, services, courses and sessions are custom records that the build wrote to
// <out>/search/records.json from the content collections (src/pages/search/records.json.ts),
// so every item is its own result even where several share one page (/school, /services).
// Other pages are not indexed, whatever attributes they carry.
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as pagefind from 'pagefind';
import type { SearchRecord } from '../../src/features/search/indexRecords';

const outDir = resolve(process.env.OUT_DIR ?? 'dist');
const recordsFile = join(outDir, 'search', 'records.json');

async function main() {
  const started = Date.now();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);

  const pages = await index.addDirectory({ path: outDir, glob: 'knowledge/**/*.html' });
  if (pages.errors.length) throw new Error(`pagefind: ${pages.errors.join('; ')}`);

  const records = JSON.parse(await readFile(recordsFile, 'utf8')) as SearchRecord[];
  for (const record of records) {
    const added = await index.addCustomRecord(record);
    if (added.errors.length) throw new Error(`pagefind ${record.url}: ${added.errors.join('; ')}`);
  }

  const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  await rm(recordsFile);
  console.log(`search index: ${pages.page_count} pages + ${records.length} records in ${Date.now() - started} ms`);
}

await main();
