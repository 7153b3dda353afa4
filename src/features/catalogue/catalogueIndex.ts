// The listing's prebuilt index (/catalogue/index.json) in a columnar form that gzips well,
// plus the separate search-text file (/catalogue/search.json) fetched only once someone
// searches. Column order is the listing order. Encoded at build, decoded in the island
// (loaded with the index itself).
import type { CategoryRef, IndexedProduct } from './types';

export interface EncodedIndex {
  categories: CategoryRef[];
  id: number[];
  slug: string[];
  name: string[];
  /** Category ids per product; a single id is stored bare. */
  cats: (number | number[])[];
  price: number[];
  /** 0 when there is no discount price. */
  sale: number[];
  stock: number[];
  /** Compliance bits: 1 TAA, 2 Build America Buy America. */
  comp: number[];
  /** Days since 1970 the product was added (newest first). */
  added: number[];
  /** The picture's address, '' for the usual /images/products/{slug}.svg. */
  img: string[];
  /** Facet values read from the specifications: per facet, per value, the rows that have it. */
  facets: Record<string, Record<string, number[]>>;
}

export interface IndexSource {
  id: number;
  slug: string;
  taa: boolean;
  baba: boolean;
  name: string;
  price: number;
  discount_price: number | null;
  stock: number;
  categories: number[];
  image_url: string;
  created_at: Date | string;
  facets?: Partial<Record<string, string[]>>;
}

const usualImage = (slug: string) => `/images/products/${slug}.svg`;
const DAY_MS = 86_400_000;

export function encodeIndex(categories: CategoryRef[], products: IndexSource[]): EncodedIndex {
  return {
    categories,
    id: products.map((p) => p.id),
    slug: products.map((p) => p.slug),
    name: products.map((p) => p.name),
    cats: products.map((p) => (p.categories.length === 1 ? p.categories[0] : p.categories)),
    price: products.map((p) => p.price),
    sale: products.map((p) => p.discount_price ?? 0),
    stock: products.map((p) => p.stock),
    comp: products.map((p) => (p.taa ? 1 : 0) | (p.baba ? 2 : 0)),
    added: products.map((p) => Math.floor(new Date(p.created_at).getTime() / DAY_MS)),
    img: products.map((p) => (p.image_url === usualImage(p.slug) ? '' : p.image_url)),
    facets: invertFacets(products),
  };
}

function invertFacets(products: IndexSource[]): EncodedIndex['facets'] {
  const out: EncodedIndex['facets'] = {};
  products.forEach((p, row) => {
    for (const [key, values] of Object.entries(p.facets ?? {})) for (const v of values ?? []) ((out[key] ??= {})[v] ??= []).push(row);
  });
  return out;
}

function rowFacets(e: EncodedIndex): Record<string, string[]>[] {
  const rows = e.slug.map(() => ({}) as Record<string, string[]>);
  for (const [key, byValue] of Object.entries(e.facets ?? {}))
    for (const [v, list] of Object.entries(byValue)) for (const row of list) (rows[row][key] ??= []).push(v);
  return rows;
}

/** Rows with the names and category names searchable; descriptions join in via withSearchText. */
export function decodeIndex(e: EncodedIndex): IndexedProduct[] {
  const catName = new Map(e.categories.map((c) => [c.id, c.name.toLowerCase()]));
  const facets = rowFacets(e);
  return e.slug.map((slug, i) => {
    const raw = e.cats[i];
    const categories = Array.isArray(raw) ? raw : [raw];
    return {
      id: e.id[i],
      slug,
      taa: (e.comp[i] & 1) !== 0,
      baba: (e.comp[i] & 2) !== 0,
      name: e.name[i],
      price: e.price[i],
      discount_price: e.sale[i] || null,
      stock: e.stock[i],
      added: e.added[i],
      image_url: e.img[i] || usualImage(slug),
      categories,
      facets: facets[i],
      searchText: `${e.name[i].toLowerCase()} ${categories.map((c) => catName.get(c) ?? '').join(' ')}`,
    };
  });
}

/** Adds the descriptions (same order as the index) to the searchable text. */
export function withSearchText(rows: IndexedProduct[], texts: string[]): IndexedProduct[] {
  return rows.map((r, i) => ({ ...r, searchText: `${r.searchText} ${(texts[i] ?? '').toLowerCase()}` }));
}
