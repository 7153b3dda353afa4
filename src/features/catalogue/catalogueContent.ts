// Build-time access to the product and category collections (pages and endpoints only).
import { getCollection, type CollectionEntry } from 'astro:content';
import { catalogueProblems } from '#domain/catalogue/catalogueIntegrity';
import { fitsBabaJob, meetsTaa } from '#domain/catalogue/compliance';
import { specFacets } from '#domain/catalogue/specFacets';
import type { Lang } from '#domain/i18n/locales';
import { camelKey } from './camelKey';
import type { CategoryRef, ProductCardData } from './types';

export type ProductEntry = CollectionEntry<'products'>;

let checked: Promise<ProductEntry[]> | undefined;

/** Every product, once the whole catalogue passed its cross-checks (the build stops otherwise). */
export function allProducts(): Promise<ProductEntry[]> {
  checked ??= getCollection('products').then((entries) => {
    const problems = catalogueProblems(
      entries.map((e) => ({ ...e.data, slug: e.id })),
      (p) => `content/products/${p.slug}.md`,
    );
    if (problems.length) throw new Error(`Catalogue problems:\n${problems.join('\n')}`);
    return entries.sort((a, b) => a.data.id - b.data.id);
  });
  return checked;
}

export async function activeProducts(): Promise<ProductEntry[]> {
  return (await allProducts()).filter((p) => p.data.is_active);
}

export async function categoryList(): Promise<CategoryRef[]> {
  const entries = await getCollection('categories');
  return entries.map((c) => ({ id: c.data.id, name: c.data.name, slug: c.data.slug })).sort((a, b) => a.id - b.id);
}

export const toCardData = (p: ProductEntry): ProductCardData => ({
  id: p.data.id,
  slug: p.id,
  taa: meetsTaa(p.data.compliance),
  baba: fitsBabaJob(p.data.compliance),
  name: p.data.name,
  summary: p.data.summary,
  price: p.data.price,
  discount_price: p.data.discount_price,
  stock: p.data.stock,
  image_url: p.data.image_url,
  categories: p.data.categories,
});

/** A product as the listing's index encodes it: the card's data, when it was added and its facet values. */
export const toIndexSource = (p: ProductEntry) => ({
  ...toCardData(p),
  created_at: p.data.created_at,
  facets: specFacets(p.data.categories, p.data.specifications),
});

/** A product as a link with its price ("Works with", the products an article discusses). */
export const toProductLink = (p: ProductEntry) => ({
  slug: p.id,
  name: p.data.name,
  price: p.data.price,
  discount_price: p.data.discount_price,
});

/** A category's name in a language: the catalogue's English, or its label in the page's words. */
export const localCategories = (categories: CategoryRef[], names: Record<string, string>): CategoryRef[] =>
  categories.map((c) => ({ ...c, name: names[camelKey(c.slug)] ?? c.name }));

// A translated collection another area adds (coursesEs, articlesEs): until it exists, none.
async function translated(name: string): Promise<{ id: string; data: { slug?: string; title: string } }[]> {
  try {
    return ((await getCollection(name as 'courses')) ?? []) as unknown as { id: string; data: { slug?: string; title: string } }[];
  } catch {
    return [];
  }
}

/** Course titles by slug and article titles by id in a language, the English title where no translation exists. */
export async function relatedTitles(lang: Lang) {
  const [courses, articles, coursesEs, articlesEs] = await Promise.all([
    getCollection('courses', (c) => c.data.is_active),
    getCollection('articles', (a) => a.data.is_published),
    lang === 'es' ? translated('coursesEs') : [],
    lang === 'es' ? translated('articlesEs') : [],
  ]);
  const courseEs = new Map(coursesEs.map((c) => [c.data.slug ?? c.id, c.data.title]));
  const articleEs = new Map(articlesEs.map((a) => [a.id, a.data.title]));
  return {
    courses: new Map(courses.map((c) => [c.data.slug, courseEs.get(c.data.slug) ?? c.data.title])),
    articles: new Map(articles.map((a) => [a.id, articleEs.get(a.id) ?? a.data.title])),
  };
}
