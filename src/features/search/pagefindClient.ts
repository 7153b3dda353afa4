// The one door to Pagefind in the browser: loads its runtime from /pagefind/ on first use
// (never at page load) and turns its results into what the result list shows.
import { phraseExcerpt, type ExcerptPart } from './excerpt';
import { namesProductKind, productsFirst } from './productFirst';
import { AFTER_PRODUCTS, type SearchType } from './searchTypes';

interface PagefindResultData {
  url: string;
  content: string;
  locations: number[];
  meta: Record<string, string | undefined>;
}
interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}
interface PagefindResponse {
  results: PagefindResult[];
}
interface Pagefind {
  options: (o: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string, o?: { filters?: Record<string, string[]> }) => Promise<PagefindResponse | null>;
}

export interface SearchHit {
  url: string;
  title: string;
  /** 'Product', 'Service', 'Course', 'Session' or 'Article'. */
  type: string;
  /** The sentence that matches best, the matched words marked. */
  excerpt: ExcerptPart[];
  price?: string;
  detail?: string;
  /** Products only: what the live stock is asked for and, failing that, the build's figures. */
  product?: ProductFacts;
}

export interface ProductFacts {
  slug: string;
  image: string;
  /** Stock when the site was built, and that day (YYYY-MM-DD). */
  builtStock: number;
  asOf: string;
}

export interface SearchPage {
  total: number;
  hits: SearchHit[];
  /** Loads the data of the next results; resolves to [] when there are no more. */
  more: () => Promise<SearchHit[]>;
}

// Eight at a time: each result's data is a separate download on a weak connection.
export const PAGE_SIZE = 8;
// Kept in a variable so the bundler leaves this run-time URL alone.
const RUNTIME_URL = '/pagefind/pagefind.js';
let loading: Promise<Pagefind> | null = null;

/** Starts loading the search runtime (idempotent); a failed load is retried next time. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ RUNTIME_URL) as Promise<Pagefind>)
    .then(async (pf) => {
      // Excerpts are made here from the whole text (excerpt.ts): Pagefind's window is kept small.
      await pf.options({ excerptLength: 8 });
      await pf.init();
      return pf;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

const productFacts = (url: string, meta: PagefindResultData['meta']): ProductFacts | undefined =>
  meta.type === 'Product' && meta.stock && meta.as_of
    ? { slug: url.replace(/^\/products\//, ''), image: meta.image ?? '', builtStock: Number(meta.stock), asOf: meta.as_of }
    : undefined;

const toHit = ({ url, content, locations, meta }: PagefindResultData): SearchHit => ({
  url,
  excerpt: phraseExcerpt(content, locations, meta.title),
  title: meta.title ?? url,
  type: meta.type ?? 'Page',
  price: meta.price,
  detail: meta.detail,
  product: productFacts(url, meta),
});

/** A query that names a kind of product, over all types, lists the products first. */
async function ordered(pf: Pagefind, term: string, type: SearchType | null): Promise<PagefindResult[] | null> {
  const response = await pf.search(term, type ? { filters: { type: [type] } } : {});
  if (!response || type || !namesProductKind(term)) return response?.results ?? null;
  const others = await pf.search(term, { filters: AFTER_PRODUCTS });
  const notProducts = new Set(others?.results.map((r) => r.id));
  return productsFirst(response.results, (r) => !notProducts.has(r.id));
}

/** Searches the whole site, optionally within one type; null when a newer search overtook it. */
export async function searchSite(term: string, type: SearchType | null): Promise<SearchPage | null> {
  const pf = await loadPagefind();
  const results = await ordered(pf, term, type);
  if (!results) return null;
  let next = 0;
  let unreadable = 0;
  // Offline, a result whose data was never stored (a product not opened yet) cannot be read:
  // it is left out, the next ones fill its place, and the count is of what can be shown.
  const more = async () => {
    const hits: SearchHit[] = [];
    while (hits.length < PAGE_SIZE && next < results.length) {
      const slice = results.slice(next, next + PAGE_SIZE - hits.length);
      next += slice.length;
      for (const read of await Promise.allSettled(slice.map((r) => r.data()))) {
        if (read.status === 'fulfilled') hits.push(toHit(read.value));
        else unreadable++;
      }
    }
    return hits;
  };
  const hits = await more();
  return {
    get total() {
      return results.length - unreadable;
    },
    hits,
    more,
  };
}
