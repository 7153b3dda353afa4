// Listing filters: category checkboxes (multi-select), min/max price (decimals, empty = no
// bound, max not below min), TAA / BABA compliance, 'Apply Filters' and 'Clear Filters'
// (both back to page 1).
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  complianceKinds,
  validatePriceRange,
  type CatalogueQuery,
  type Compliance,
  type PriceRangeErrors,
} from '../../domain/catalogueFilter';
import type { CategoryRef } from './types';

interface Props {
  categories: CategoryRef[];
  query: CatalogueQuery;
  onApply: (filters: Pick<CatalogueQuery, 'categories' | 'minPrice' | 'maxPrice' | 'compliance'>) => void;
}

const complianceLabel: Record<Compliance, string> = { taa: 'TAA compliant', baba: 'Build America, Buy America' };

function Check({
  name,
  value,
  checked,
  onChange,
  label,
}: {
  name: string;
  value: string | number;
  checked: boolean;
  onChange: () => void;
  label: string;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
      <input type="checkbox" name={name} value={value} className="h-5 w-5 accent-brand-700" checked={checked} onChange={onChange} />
      {label}
    </label>
  );
}

const priceText = (n: number | null) => (n == null ? '' : String(n));

export function FilterSidebar({ categories, query, onApply }: Props) {
  const [checked, setChecked] = useState<number[]>(query.categories);
  const [compliance, setCompliance] = useState<Compliance[]>(query.compliance);
  const [min, setMin] = useState(priceText(query.minPrice));
  const [max, setMax] = useState(priceText(query.maxPrice));
  const [errors, setErrors] = useState<PriceRangeErrors>({});
  const uid = useId();

  // The address is the source of truth: back/forward and loads reset the drafts.
  useEffect(() => {
    setChecked(query.categories);
    setCompliance(query.compliance);
    setMin(priceText(query.minPrice));
    setMax(priceText(query.maxPrice));
    setErrors({});
  }, [query.categories, query.minPrice, query.maxPrice, query.compliance]);

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
    });
  }

  function clear() {
    setChecked([]);
    setCompliance([]);
    setMin('');
    setMax('');
    setErrors({});
    onApply({ categories: [], minPrice: null, maxPrice: null, compliance: [] });
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
