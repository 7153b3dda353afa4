// Listing filters: category checkboxes (multi-select), with one family chosen its facets
// (loaded on demand), min/max price (decimals, empty = no bound, max not below min), TAA /
// BABA compliance, 'Apply Filters' and 'Clear Filters' (both back to page 1). As a sidebar
// (from 1024 px) a tick applies at once; in a phone's panel the choices are a draft, and the
// buttons stay in view at the panel's foot with the number of products the draft shows.
import { Suspense, lazy, memo, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { facetsOf, familySpecs, type SpecSelection } from '#domain/catalogue/catalogueFacets';
import {
  complianceKinds,
  parsePrice,
  validatePriceRange,
  type CatalogueQuery,
  type Compliance,
  type PriceRangeErrors,
  PRICE_ERRORS,
} from '#domain/catalogue/catalogueFilter';
import { FilterCheck as Check } from './FilterCheck';
import { formatCount } from '#domain/shared/format';
import { fill } from '#domain/i18n/fill';
import { useMessages } from '../shared/useMessages';
import type { CategoryRef, IndexedProduct } from './types';

const FacetFilters = lazy(() => import('./FacetFilters'));

interface Props {
  categories: CategoryRef[];
  query: CatalogueQuery;
  /** The loaded index (null until then): the facets are counted on it. */
  rows: IndexedProduct[] | null;
  onApply: (filters: Pick<CatalogueQuery, 'categories' | 'minPrice' | 'maxPrice' | 'compliance' | 'specs'>) => void;
  /** How many products a draft would show (null while the index is not there). */
  countOf: (draft: CatalogueQuery) => number | null;
  /** Told whether choices were made since the filters were applied (the phone's panel says so on Close). */
  onDirtyChange: (dirty: boolean) => void;
  /** The sidebar beside the list applies a choice at once; a phone's panel keeps a draft. */
  applyAtOnce: boolean;
}

const priceText = (n: number | null) => (n == null ? '' : String(n));
// One object for "no errors", so that resetting to it on hydration changes no state: a new
// empty object would render the whole sidebar again, synchronously, as the page goes live.
const NO_ERRORS: PriceRangeErrors = {};

// Memoised: the listing renders again when the live stock lands, which changes nothing here.
export const FilterSidebar = memo(function FilterSidebar({ categories, query, rows, onApply, countOf, onDirtyChange, applyAtOnce }: Props) {
  const [checked, setChecked] = useState<number[]>(query.categories);
  const [specs, setSpecs] = useState<SpecSelection>(query.specs);
  const [compliance, setCompliance] = useState<Compliance[]>(query.compliance);
  const [min, setMin] = useState(priceText(query.minPrice));
  const [max, setMax] = useState(priceText(query.maxPrice));
  const [errors, setErrors] = useState<PriceRangeErrors>(NO_ERRORS);
  const uid = useId();
  const m = useMessages('catalogue').filters;
  const priceError = (message: string | undefined) => message && m[PRICE_ERRORS[message]];
  const [dirty, setDirty] = useState(false);

  // The address is the source of truth: back/forward and loads reset the drafts.
  useEffect(() => {
    setChecked(query.categories);
    setSpecs(query.specs);
    setCompliance(query.compliance);
    setMin(priceText(query.minPrice));
    setMax(priceText(query.maxPrice));
    setErrors(NO_ERRORS);
    setDirty(false);
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

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const shown = useMemo(() => countOf(draft), [countOf, draft]);

  /** Applies the drafts, with `changed` for a choice just made (its state is not set yet). */
  function submit(changed: { checked?: number[]; compliance?: Compliance[]; specs?: SpecSelection } = {}) {
    const found = validatePriceRange(min, max);
    setErrors(found);
    if (found.minPrice || found.maxPrice) return;
    const categories = changed.checked ?? checked;
    onApply({
      categories,
      minPrice: min.trim() === '' ? null : Number(min),
      maxPrice: max.trim() === '' ? null : Number(max),
      compliance: changed.compliance ?? compliance,
      specs: familySpecs(categories, changed.specs ?? specs),
    });
  }
  const choose = (changed: { checked?: number[]; compliance?: Compliance[]; specs?: SpecSelection }) => {
    if (changed.checked) setChecked(changed.checked);
    if (changed.compliance) setCompliance(changed.compliance);
    if (changed.specs) setSpecs(changed.specs);
    setDirty(true);
    if (applyAtOnce) submit(changed);
  };
  const toggle = (id: number) =>
    choose({ checked: checked.includes(id) ? checked.filter((x) => x !== id) : [...checked, id].sort((a, b) => a - b) });
  const toggleCompliance = (k: Compliance) =>
    choose({ compliance: complianceKinds.filter((x) => (x === k ? !compliance.includes(k) : compliance.includes(x))) });

  function apply(e: FormEvent) {
    e.preventDefault();
    submit();
  }

  function clear() {
    setChecked([]);
    setSpecs({});
    setCompliance([]);
    setMin('');
    setMax('');
    setErrors(NO_ERRORS);
    onApply({ categories: [], minPrice: null, maxPrice: null, compliance: [], specs: {} });
  }

  const minNumber = Number(min);
  return (
    <form className="card p-5" onSubmit={apply} noValidate aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="text-lg">
        {m.heading}
      </h2>
      <fieldset className="mt-4">
        <legend className="field-label">{m.categories}</legend>
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
          <FacetFilters rows={rows} draft={draft} onChange={(next) => choose({ specs: next })} />
        </Suspense>
      )}
      <fieldset className="mt-4">
        <legend className="field-label">{m.compliance}</legend>
        <ul className="mt-1 space-y-1">
          {complianceKinds.map((k) => (
            <li key={k}>
              <Check name="compliance" value={k} checked={compliance.includes(k)} onChange={() => toggleCompliance(k)} label={m[k]} />
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="mt-4">
        <legend className="field-label">{m.priceRange}</legend>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${uid}-min`} className="text-sm text-slate-700">
              {m.minPrice}
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
                setDirty(true);
                setErrors((x) => ({ ...x, minPrice: undefined }));
              }}
            />
          </div>
          <div>
            <label htmlFor={`${uid}-max`} className="text-sm text-slate-700">
              {m.maxPrice}
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
                setDirty(true);
                setErrors((x) => ({ ...x, maxPrice: undefined }));
              }}
            />
          </div>
        </div>
        {errors.minPrice && (
          <p id={`${uid}-min-error`} className="field-error">
            {priceError(errors.minPrice)}
          </p>
        )}
        {errors.maxPrice && (
          <p id={`${uid}-max-error`} className="field-error">
            {priceError(errors.maxPrice)}
          </p>
        )}
      </fieldset>
      <div className="sticky bottom-0 -mx-5 -mb-5 mt-5 grid grid-cols-2 gap-2 rounded-b-xl border-t border-slate-200 bg-white p-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] lg:static lg:m-0 lg:mt-5 lg:grid-cols-1 lg:border-0 lg:p-0 lg:shadow-none">
        <button type="submit" className="btn btn-primary flex-col gap-0 leading-tight">
          {m.apply}
          {shown != null && (
            <span className="whitespace-nowrap text-xs font-normal lg:hidden" data-filter-count>
              {fill(shown === 1 ? m.showOne : m.showMany, { n: formatCount(shown) })}
            </span>
          )}
        </button>
        <button type="button" className="btn btn-outline" onClick={clear}>
          {m.clear}
        </button>
      </div>
    </form>
  );
});
