// The chosen family's facets in the filter form (loaded only once one family is chosen):
// each value with the number of products it would show under the other filters.
import { useMemo } from 'react';
import type { SpecSelection } from '#domain/catalogue/catalogueFacets';
import type { CatalogueQuery } from '#domain/catalogue/catalogueFilter';
import { facetCounts } from '#domain/catalogue/facetCounts';
import { FilterCheck } from './FilterCheck';
import { useMessages } from '../shared/useMessages';
import { camelKey } from './camelKey';
import type { IndexedProduct } from './types';

interface Props {
  rows: IndexedProduct[];
  /** The form's drafts as a query: counts follow what the person is choosing. */
  draft: CatalogueQuery;
  onChange: (specs: SpecSelection) => void;
}

export default function FacetFilters({ rows, draft, onChange }: Props) {
  const labels = useMessages('catalogue').filters.facets;
  const facets = useMemo(() => facetCounts(rows, draft), [rows, draft]);
  const toggle = (key: string, value: string) => {
    const now = draft.specs[key] ?? [];
    const next = now.includes(value) ? now.filter((v) => v !== value) : [...now, value].sort();
    const { [key]: _old, ...rest } = draft.specs;
    onChange(next.length ? { ...rest, [key]: next } : rest);
  };
  return (
    <div data-facets>
      {facets.map((f) => (
        <fieldset key={f.key} className="mt-4" data-facet={f.key}>
          <legend className="field-label">{labels[camelKey(f.key) as keyof typeof labels]}</legend>
          <ul className="mt-1 space-y-1">
            {f.values.map(({ value, count }) => {
              const checked = draft.specs[f.key]?.includes(value) ?? false;
              return (
                <li key={value}>
                  <FilterCheck
                    name={`spec.${f.key}`}
                    value={value}
                    checked={checked}
                    disabled={count === 0 && !checked}
                    onChange={() => toggle(f.key, value)}
                    label={`${value} (${count})`}
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
