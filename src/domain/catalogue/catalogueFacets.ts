// Facets of the product listing (docs/architecture.md: src/domain/catalogue): once one family (category) is chosen, the
// listing offers filters taken from that family's technical specifications. Which facets a
// family has and how a selection matches live here; the values are read from the
// specifications at build time (specFacets.ts) and counted in the browser (facetCounts.ts).

export type FacetKey =
  'connector' | 'fiber_type' | 'fiber_count' | 'length' | 'wavelength' | 'data_rate' | 'reach' | 'drive' | 'thrust' | 'conduit';

/** The facets of each family, by category id (content/categories); a family not named has none. */
export const FAMILY_FACETS: Readonly<Record<number, readonly FacetKey[]>> = {
  1: ['drive'],
  2: ['fiber_type', 'fiber_count', 'length'],
  3: ['connector', 'fiber_type', 'length'],
  4: ['connector'],
  5: ['wavelength', 'connector', 'fiber_type'],
  6: ['thrust', 'conduit'],
  8: ['data_rate', 'wavelength', 'connector', 'reach'],
};

/** Chosen values per facet, keys and values sorted; in the address as spec.{key}={value}, repeated. */
export type SpecSelection = Record<string, string[]>;

export const SPEC_PARAM = 'spec.';

/** The facets of the one family chosen; none when no family or several are chosen. */
export const facetsOf = (categories: readonly number[]): readonly FacetKey[] =>
  categories.length === 1 ? (FAMILY_FACETS[categories[0]] ?? []) : [];

/** A selection reduced to the chosen family's facets, empty values dropped, everything sorted. */
export function familySpecs(categories: readonly number[], specs: Readonly<SpecSelection>): SpecSelection {
  const out: SpecSelection = {};
  for (const key of [...facetsOf(categories)].sort()) {
    const values = [...new Set(specs[key] ?? [])].filter((v) => v !== '').sort();
    if (values.length) out[key] = values;
  }
  return out;
}

/** The spec.* parameters of an address. */
export function readSpecParams(params: URLSearchParams): SpecSelection {
  const specs: SpecSelection = {};
  for (const [name, value] of params) {
    if (name.startsWith(SPEC_PARAM)) (specs[name.slice(SPEC_PARAM.length)] ??= []).push(value.trim());
  }
  return specs;
}

export const selectedCount = (specs: Readonly<SpecSelection>) => Object.values(specs).reduce((n, v) => n + v.length, 0);

/** Values within a facet combine as OR, facets as AND; a product without the facet never matches it. */
export const matchesSpecs = (facets: Readonly<Record<string, readonly string[]>> | undefined, specs: Readonly<SpecSelection>) =>
  Object.entries(specs).every(([key, values]) => values.some((v) => facets?.[key]?.includes(v)));
