// Listing filters: category checkboxes (multi-select), with one family chosen its facets
// (loaded on demand), min/max price (decimals, empty = no bound, max not below min), TAA /
// BABA compliance, 'Apply Filters' and 'Clear Filters' (both back to page 1).
import { Suspense, lazy, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { facetsOf, familySpecs, type SpecSelection } from '#domain/catalogue/catalogueFacets';
import {
  complianceKinds,
  parsePrice,
  validatePriceRange,
  type CatalogueQuery,
  type Compliance,
  type PriceRangeErrors,
} from '#domain/catalogue/catalogueFilter';
import { FilterCheck as Check } from './FilterCheck';
import type { CategoryRef, IndexedProduct } from './types';

const FacetFilters = lazy(() => import('./FacetFilters'));

interface Props {
  categories: CategoryRef[];
  query: CatalogueQuery;
  /** The loaded index (null until then): the facets are counted on it. */
  rows: IndexedProduct[] | null;
  onApply: (filters: Pick<CatalogueQuery, 'categories' | 'minPrice' | 'maxPrice' | 'compliance' | 'specs'>) => void;
}

const complianceLabel: Record<Compliance, string> = { taa: 'TAA compliant', baba: 'Build America, Buy America' };

const priceText = (n: number | null) => (n == null ? '' : String(n));

export function FilterSidebar({ categories, query, rows, onApply }: Props) {
  const [checked, setChecked] = useState<number[]>(query.categories);
  const [specs, setSpecs] = useState<SpecSelection>(query.specs);
  const [compliance, setCompliance] = useState<Compliance[]>(query.compliance);
  const [min, setMin] = useState(priceText(query.minPrice));
  const [max, setMax] = useState(priceText(query.maxPrice));
  const [errors, setErrors] = useState<PriceRangeErrors>({});
  const uid = useId();

  // The address is the source of truth: back/forward and loads reset the drafts.
  useEffect(() => {
    setChecked(query.categories);
    setSpecs(query.specs);
    setCompliance(query.compliance);
    setMin(priceText(query.minPrice));
    setMax(priceText(query.maxPrice));
    setErrors({});
  }, [query.categories, query.minPrice, query.maxPrice, query.compliance, query.specs]);

  // The drafts as a query, for the facets' counts; facets of another family drop out.
  const draft = useMemo(
    () => ({
      ...query,
      categories: checked,
      compliance,
      minPrice: parsePrice(min),
      maxPrice: parsePrice(max),
      specs: familySpecs(checked, specs),
    }),
    [query, checked, compliance, min, max, specs],
  );

  const toggle = (id: number) => setChecked((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id].sort((a, b) => a - b)));
  const toggleCompliance = (k: Compliance) =>
    setCompliance((c) => complianceKinds.filter((x) => (x === k ? !c.includes(k) : c.includes(x))));

  function apply(e: FormEvent) {
    e.preventDefault();
    const found = validatePriceRange(min, max);
    setErrors(found);
    if (found.minPrice || found.maxPrice) return;
    onApply({
      categories: checked,
      minPrice: min.trim() === '' ? null : Number(min),
      maxPrice: max.trim() === '' ? null : Number(max),
      compliance,
      specs: draft.specs,
    });
  }

  function clear() {
    setChecked([]);
    setSpecs({});
    setCompliance([]);
    setMin('');
    setMax('');
    setErrors({});
    onApply({ categories: [], minPrice: null, maxPrice: null, compliance: [], specs: {} });
  }

  const minNumber = Number(min);
  return (
    <form className="card p-5" onSubmit={apply} noValidate aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="text-lg">
        Filters
      </h2>
      <fieldset className="mt-4">
        <legend className="field-label">Categories</legend>
        <ul className="mt-1 space-y-1">
          {categories.map((c) => (
            <li key={c.id}>
              <Check name="category" value={c.id} checked={checked.includes(c.id)} onChange={() => toggle(c.id)} label={c.name} />
            </li>
          ))}
        </ul>
      </fieldset>
      {rows && facetsOf(checked).length > 0 && (
        <Suspense fallback={null}>
          <FacetFilters rows={rows} draft={draft} onChange={setSpecs} />
        </Suspense>
      )}
      <fieldset className="mt-4">
        <legend className="field-label">Compliance</legend>
        <ul className="mt-1 space-y-1">
          {complianceKinds.map((k) => (
            <li key={k}>
              <Check
                name="compliance"
                value={k}
                checked={compliance.includes(k)}
                onChange={() => toggleCompliance(k)}
                label={complianceLabel[k]}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="mt-4">
        <legend className="field-label">Price range ($)</legend>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${uid}-min`} className="text-sm text-slate-700">
              Min price
            </label>
            <input
              id={`${uid}-min`}
              name="min_price"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              className="field-input mt-1"
              value={min}
              aria-invalid={errors.minPrice ? true : undefined}
              aria-describedby={errors.minPrice ? `${uid}-min-error` : undefined}
              onChange={(e) => {
                setMin(e.target.value);
                setErrors((x) => ({ ...x, minPrice: undefined }));
              }}
            />
          </div>
          <div>
            <label htmlFor={`${uid}-max`} className="text-sm text-slate-700">
              Max price
            </label>
            <input
              id={`${uid}-max`}
              name="max_price"
              type="number"
              inputMode="decimal"
              min={min.trim() !== '' && Number.isFinite(minNumber) && minNumber > 0 ? minNumber : 0}
              step="0.01"
              className="field-input mt-1"
              value={max}
              aria-invalid={errors.maxPrice ? true : undefined}
              aria-describedby={errors.maxPrice ? `${uid}-max-error` : undefined}
              onChange={(e) => {
                setMax(e.target.value);
                setErrors((x) => ({ ...x, maxPrice: undefined }));
              }}
            />
          </div>
        </div>
        {errors.minPrice && (
          <p id={`${uid}-min-error`} className="field-error">
            {errors.minPrice}
          </p>
        )}
        {errors.maxPrice && (
          <p id={`${uid}-max-error`} className="field-error">
            {errors.maxPrice}
          </p>
        )}
      </fieldset>
      <div className="mt-5 grid grid-cols-2 gap-2 lg:grid-cols-1">
        <button type="submit" className="btn btn-primary">
          Apply Filters
        </button>
        <button type="button" className="btn btn-outline" onClick={clear}>
          Clear Filters
        </button>
      </div>
    </form>
  );
}
