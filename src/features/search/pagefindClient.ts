// The one door to Pagefind in the browser: loads its runtime from /pagefind/ on first use
// (never at page load) and turns its results into what the result list shows.
import type { SearchType } from './searchTypes';

interface PagefindResultData {
  url: string;
  excerpt: string;
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
  /** Pagefind's excerpt: text with <mark> around the matched words. */
  excerpt: string;
  price?: string;
  stock?: string;
  detail?: string;
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
      await pf.options({ excerptLength: 24 });
      await pf.init();
      return pf;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

const toHit = ({ url, excerpt, meta }: PagefindResultData): SearchHit => ({
  url,
  excerpt,
  title: meta.title ?? url,
  type: meta.type ?? 'Page',
  price: meta.price,
  stock: meta.stock,
  detail: meta.detail,
});

/** Searches the whole site, optionally within one type; null when a newer search overtook it. */
export async function searchSite(term: string, type: SearchType | null): Promise<SearchPage | null> {
  const pf = await loadPagefind();
  const response = await pf.search(term, type ? { filters: { type: [type] } } : {});
  if (!response) return null;
  let next = 0;
  let unreadable = 0;
  // Offline, a result whose data was never stored (a product not opened yet) cannot be read:
  // it is left out, the next ones fill its place, and the count is of what can be shown.
  const more = async () => {
    const hits: SearchHit[] = [];
    while (hits.length < PAGE_SIZE && next < response.results.length) {
      const slice = response.results.slice(next, next + PAGE_SIZE - hits.length);
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
      return response.results.length - unreadable;
    },
    hits,
    more,
  };
}
