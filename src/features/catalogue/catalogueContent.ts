// Build-time access to the product and category collections (pages and endpoints only).
import { getCollection, type CollectionEntry } from 'astro:content';
import { catalogueProblems } from '#domain/catalogue/catalogueIntegrity';
import { fitsBabaJob, meetsTaa } from '#domain/catalogue/compliance';
import { specFacets } from '#domain/catalogue/specFacets';
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
