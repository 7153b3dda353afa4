// Build-time access to the product and category collections (pages and endpoints only).
import { getCollection, type CollectionEntry } from 'astro:content';
import type { CategoryRef, ProductCardData } from './types';

export type ProductEntry = CollectionEntry<'products'>;

export async function activeProducts(): Promise<ProductEntry[]> {
  const entries = await getCollection('products', (p) => p.data.is_active);
  return entries.sort((a, b) => a.data.id - b.data.id);
}

export async function categoryList(): Promise<CategoryRef[]> {
  const entries = await getCollection('categories');
  return entries.map((c) => ({ id: c.data.id, name: c.data.name, slug: c.data.slug })).sort((a, b) => a.id - b.id);
}

export const toCardData = (p: ProductEntry): ProductCardData => ({
  id: p.data.id,
  slug: p.id,
  name: p.data.name,
  summary: p.data.summary,
  price: p.data.price,
  discount_price: p.data.discount_price,
  stock: p.data.stock,
  image_url: p.data.image_url,
  categories: p.data.categories,
});
