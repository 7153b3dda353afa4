// Counts of the listing's facets (catalogueFacets.ts): each value with the number of products
// it would show under every other filter — the other facets included, its own facet not, so
// choosing a second connector adds to the first instead of contradicting it. One pass over
// the catalogue whatever the number of facets.
import { facetsOf, matchesSpecs, type FacetKey } from './catalogueFacets';
import { matchesQuery, type CatalogueQuery, type FilterableProduct } from './catalogueFilter';

/** Loaded with the facet form only: the listing's first load does without them. */
export const FACET_LABELS: Record<FacetKey, string> = {
  connector: 'Connector',
  fiber_type: 'Fiber type',
  fiber_count: 'Fiber count',
  length: 'Length',
  wavelength: 'Wavelength',
  data_rate: 'Data rate',
  reach: 'Reach',
  drive: 'Drive',
  thrust: 'Thrust and pullback',
  conduit: 'Largest conduit pulled back',
};

export interface FacetCount {
  key: FacetKey;
  label: string;
  values: { value: string; count: number }[];
}

const natural = new Intl.Collator('en', { numeric: true }).compare;

export function facetCounts(products: readonly FilterableProduct[], q: CatalogueQuery): FacetCount[] {
  const keys = facetsOf(q.categories);
  if (!keys.length) return [];
  const counts = new Map<FacetKey, Map<string, number>>(keys.map((k) => [k, new Map()]));
  const add = (p: FilterableProduct, key: FacetKey, n: number) => {
    for (const v of p.facets?.[key] ?? []) counts.get(key)!.set(v, (counts.get(key)!.get(v) ?? 0) + n);
  };
  const others = { ...q, specs: {} };
  const needle = q.search.toLowerCase();
  const family = q.categories[0];
  for (const p of products) {
    if (!p.categories.includes(family)) continue;
    const shown = matchesQuery(p, others, needle);
    const missed = keys.filter((k) => q.specs[k] && !matchesSpecs(p.facets, { [k]: q.specs[k] }));
    // Every value of the family is listed, with 0 when the other filters leave none.
    for (const k of keys) add(p, k, shown && (missed.length === 0 || (missed.length === 1 && missed[0] === k)) ? 1 : 0);
  }
  return keys
    .map((key) => ({
      key,
      label: FACET_LABELS[key],
      values: [...counts.get(key)!].map(([value, count]) => ({ value, count })).sort((a, b) => natural(a.value, b.value)),
    }))
    .filter((f) => f.values.length > 0);
}
