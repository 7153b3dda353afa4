// Build-time only: the search records of every product, service, course and session in one
// language (/search/records.json, /es/search/records.json), read from the content collections.
// scripts/build/build-search-index.ts indexes these files with Pagefind, each into its
// language's index, and then deletes them from the output.
import { getCollection, type CollectionKey } from 'astro:content';
import { langOf, langPaths, type LangParams } from '#domain/i18n/routes';
import type { Lang } from '#domain/i18n/locales';
import { messagesFor } from '#domain/i18n/messages';
import { collections } from '../../../content.config';
import { courseRecord, productRecord, serviceRecord, sessionRecord } from '../../../features/search/indexRecords';

export const getStaticPaths = langPaths;

/**
 * A collection's entries in `lang`: each English entry, replaced by its sibling in the
 * language's collection (`coursesEs` for courses) once that collection exists and holds it.
 */
async function inLanguage<C extends 'courses' | 'services'>(collection: C, lang: Lang) {
  const english = await getCollection(collection);
  if (lang === 'en') return english;
  const name = `${collection}${lang === 'es' ? 'Es' : ''}`;
  if (!(name in collections)) return english;
  const translated = (await getCollection(name as CollectionKey)) as typeof english;
  const byId = new Map(translated.map((e) => [e.id, e]));
  return english.map((e) => byId.get(e.id) ?? e);
}

export async function GET({ params }: { params: LangParams }) {
  const lang = langOf(params.lang);
  const words = { lang, t: messagesFor(lang).search.records };
  const categories = (await getCollection('categories')).map((c) => c.data);
  const builtOn = new Date().toISOString().slice(0, 10);
  const records = [
    ...(await getCollection('products', (p) => p.data.is_active)).map((p) =>
      productRecord(p.id, p.data, p.body ?? '', categories, builtOn, words),
    ),
    ...(await inLanguage('services', lang)).filter((s) => s.data.is_active).map((s) => serviceRecord(s.data, words)),
    ...(await inLanguage('courses', lang)).filter((c) => c.data.is_active).map((c) => courseRecord(c.data, words)),
    ...(await getCollection('sessions')).map((s) => sessionRecord(s.data, words)),
  ];
  return new Response(JSON.stringify(records), { headers: { 'Content-Type': 'application/json' } });
}
