// A desk's labelled choice among a few values ("Payment", "Type", "Action", "Session"), set
// beside its search in DeskFilters; the empty value means any.
import { useId } from 'react';

export function DeskSelect<V extends string>({
  label,
  name,
  anyLabel,
  value,
  options,
  onChange,
  className = 'basis-44 max-sm:flex-1',
}: {
  label: string;
  name: string;
  anyLabel: string;
  value: V | '';
  options: readonly { value: V | number; label: string }[];
  onChange: (value: V | '') => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name={name} className="field-input" value={value} onChange={(e) => onChange(e.target.value as V | '')}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
