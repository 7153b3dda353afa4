// Build-time only: the search records of every product, service, course and session,
// read from the content collections. scripts/build/build-search-index.ts indexes this file
// with Pagefind and then deletes it from the output.
import { getCollection } from 'astro:content';
import { courseRecord, productRecord, serviceRecord, sessionRecord } from '../../features/search/indexRecords';

export async function GET() {
  const categories = (await getCollection('categories')).map((c) => c.data);
  const builtOn = new Date().toISOString().slice(0, 10);
  const records = [
    ...(await getCollection('products', (p) => p.data.is_active)).map((p) =>
      productRecord(p.id, p.data, p.body ?? '', categories, builtOn),
    ),
    ...(await getCollection('services', (s) => s.data.is_active)).map((s) => serviceRecord(s.data)),
    ...(await getCollection('courses', (c) => c.data.is_active)).map((c) => courseRecord(c.data)),
    ...(await getCollection('sessions')).map((s) => sessionRecord(s.data)),
  ];
  return new Response(JSON.stringify(records), { headers: { 'Content-Type': 'application/json' } });
}
