// The product listing's query:
// the address parameters page, search, category (comma-separated ids), min_price,
// max_price, compliance (taa, baba: products compliant with every one named) and, with one
// family chosen, its facets (spec.{key}, catalogueFacets.ts); the filter itself; and the
// price-range rule. Prices compare against the price the customer pays (effectivePrice).
import { familySpecs, matchesSpecs, readSpecParams, SPEC_PARAM, type SpecSelection } from './catalogueFacets';
import { effectivePrice, type Priced } from './product';

export const LISTING_PAGE_SIZE = 12;

/**
 * TAA (Trade Agreements Act) and BABA (Build America, Buy America), which BEAD- and RUS-funded
 * jobs require: "baba" keeps what such a job may use, certified products and the tools and
 * machines BABA does not cover (compliance.ts fitsBabaJob).
 */
export const complianceKinds = ['taa', 'baba'] as const;
export type Compliance = (typeof complianceKinds)[number];

/** The listing's orders (address parameter sort) with their label's key in the catalogue area; '' keeps the catalogue's own order. */
export const SORTS = [
  ['', 'featured'],
  ['price_asc', 'priceAsc'],
  ['price_desc', 'priceDesc'],
  ['name', 'name'],
  ['newest', 'newest'],
  ['in_stock', 'inStock'],
] as const;
export type SortKey = (typeof SORTS)[number][0];
const isSort = (s: string): s is SortKey => SORTS.some(([k]) => k === s);

export interface CatalogueQuery {
  page: number;
  sort: SortKey;
  search: string;
  categories: number[];
  minPrice: number | null;
  maxPrice: number | null;
  compliance: Compliance[];
  specs: SpecSelection;
}

export const emptyQuery = (): CatalogueQuery => ({
  page: 1,
  sort: '',
  search: '',
  categories: [],
  minPrice: null,
  maxPrice: null,
  compliance: [],
  specs: {},
});

const isCompliance = (s: string): s is Compliance => (complianceKinds as readonly string[]).includes(s);

/** Empty means no bound; anything that is not a number ≥ 0 is ignored. */
export function parsePrice(raw: string | null | undefined): number | null {
  if (raw == null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const categories = (params.get('category') ?? '')
    .split(',')
    .map((s) => Number.parseInt(s, 10))
    .filter((n) => Number.isInteger(n) && n > 0);
  const sort = params.get('sort') ?? '';
  const chosen = [...new Set(categories)].sort((a, b) => a - b);
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: isSort(sort) ? sort : '',
    search: (params.get('search') ?? '').trim(),
    categories: chosen,
    minPrice: parsePrice(params.get('min_price')),
    maxPrice: parsePrice(params.get('max_price')),
    compliance: complianceKinds.filter((k) => (params.get('compliance') ?? '').split(',').filter(isCompliance).includes(k)),
    specs: familySpecs(chosen, readSpecParams(params)),
  };
}

/** The address's query string for a state; defaults are left out ('' for the bare listing). */
export function catalogueQueryString(q: CatalogueQuery): string {
  const params = new URLSearchParams();
  if (q.page > 1) params.set('page', String(q.page));
  if (q.search) params.set('search', q.search);
  if (q.sort) params.set('sort', q.sort);
  if (q.categories.length) params.set('category', q.categories.join(','));
  if (q.minPrice != null) params.set('min_price', String(q.minPrice));
  if (q.maxPrice != null) params.set('max_price', String(q.maxPrice));
  if (q.compliance.length) params.set('compliance', q.compliance.join(','));
  for (const [key, values] of Object.entries(q.specs)) for (const v of values) params.append(`${SPEC_PARAM}${key}`, v);
  const s = params.toString();
  return s ? `?${s}` : '';
}

export type PriceRangeErrors = { minPrice?: string; maxPrice?: string };

export const PRICE_MIN_MESSAGE = 'Minimum price must be 0 or more';
export const PRICE_MAX_MESSAGE = 'Maximum price cannot be below the minimum price';
const MAX_NEGATIVE_MESSAGE = PRICE_MIN_MESSAGE.replace('Minimum', 'Maximum');
/** Each price message's key in the catalogue area's filter words. */
export const PRICE_ERRORS: Record<string, 'minPriceInvalid' | 'maxPriceInvalid' | 'maxBelowMin'> = {
  [PRICE_MIN_MESSAGE]: 'minPriceInvalid',
  [MAX_NEGATIVE_MESSAGE]: 'maxPriceInvalid',
  [PRICE_MAX_MESSAGE]: 'maxBelowMin',
};

/** Validates the sidebar's two price inputs (raw text, decimals allowed, empty = no bound). */
export function validatePriceRange(minRaw: string, maxRaw: string): PriceRangeErrors {
  const errors: PriceRangeErrors = {};
  const min = minRaw.trim() === '' ? null : Number(minRaw);
  const max = maxRaw.trim() === '' ? null : Number(maxRaw);
  if (min != null && !(Number.isFinite(min) && min >= 0)) errors.minPrice = PRICE_MIN_MESSAGE;
  if (max != null && !(Number.isFinite(max) && max >= 0)) errors.maxPrice = MAX_NEGATIVE_MESSAGE;
  else if (max != null && min != null && Number.isFinite(min) && max < min) errors.maxPrice = PRICE_MAX_MESSAGE;
  return errors;
}

export interface FilterableProduct extends Priced {
  categories: readonly number[];
  taa: boolean;
  baba: boolean;
  /** Lower-cased text searched: name, part number, description and category names. */
  searchText: string;
  name: string;
  stock: number;
  /** When the product was added, as a number that grows with time (days since 1970). */
  added: number;
  /** Facet values read from the specifications (specFacets.ts). */
  facets?: Readonly<Record<string, readonly string[]>>;
}

const byName = (a: FilterableProduct, b: FilterableProduct) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const ORDERS: Record<Exclude<SortKey, ''>, (a: FilterableProduct, b: FilterableProduct) => number> = {
  price_asc: (a, b) => effectivePrice(a) - effectivePrice(b),
  price_desc: (a, b) => effectivePrice(b) - effectivePrice(a),
  name: byName,
  newest: (a, b) => b.added - a.added,
  in_stock: (a, b) => Number(b.stock > 0) - Number(a.stock > 0),
};

/** The matches in the chosen order; ties keep the catalogue's order (Array sort is stable). */
export const sortProducts = <T extends FilterableProduct>(rows: T[], sort: SortKey): T[] => (sort ? rows.sort(ORDERS[sort]) : rows);

/** The category a listing card names: the first of the product's that the query chose, else its first. */
export const cardCategory = (categories: readonly number[], chosen: readonly number[]): number =>
  categories.find((c) => chosen.includes(c)) ?? categories[0];

/** True when a product matches every part of the query (categories combine as OR). */
export function matchesQuery(p: FilterableProduct, q: CatalogueQuery, needle = q.search.toLowerCase()): boolean {
  if (q.categories.length && !p.categories.some((c) => q.categories.includes(c))) return false;
  const price = effectivePrice(p);
  if (q.minPrice != null && price < q.minPrice) return false;
  if (q.maxPrice != null && price > q.maxPrice) return false;
  if (q.compliance.some((k) => !p[k])) return false;
  if (!matchesSpecs(p.facets, q.specs)) return false;
  return needle === '' || p.searchText.includes(needle);
}

export interface PagedResult<T> {
  items: T[];
  total: number;
  pages: number;
  current_page: number;
}

/** Filters then pages; a page past the end shows the last page. */
export function queryCatalogue<T extends FilterableProduct>(
  products: readonly T[],
  q: CatalogueQuery,
  pageSize = LISTING_PAGE_SIZE,
): PagedResult<T> {
  const needle = q.search.toLowerCase();
  const matches = sortProducts(
    products.filter((p) => matchesQuery(p, q, needle)),
    q.sort,
  );
  const pages = Math.max(1, Math.ceil(matches.length / pageSize));
  const current = Math.min(q.page, pages);
  return { items: matches.slice((current - 1) * pageSize, current * pageSize), total: matches.length, pages, current_page: current };
}
