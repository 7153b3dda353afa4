// Quantity field with − / + buttons, bounded 1..max; non-numeric input becomes 1 on leaving.
import { coerceQuantity } from '../../domain/forms/order';
import { Icon } from '../shared/ui/Icon';
import * as icon from '../../components/iconBodies';

interface Props {
  id: string;
  value: string;
  max: number;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}

export function QuantityStepper({ id, value, max, disabled, invalid, describedBy, onChange }: Props) {
  const n = coerceQuantity(value);
  const step = (delta: number) => onChange(String(Math.min(Math.max(1, n + delta), Math.max(1, max))));
  const stepButton = 'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-slate-400 bg-white text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <div className="flex items-center gap-2">
      <button type="button" className={stepButton} aria-label="Decrease" disabled={disabled || n <= 1} onClick={() => step(-1)}>
        <Icon svg={icon.minus} size={18} />
      </button>
      <input
        id={id}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        className="field-input w-24 text-center"
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => onChange(String(coerceQuantity(value)))}
      />
      <button type="button" className={stepButton} aria-label="Increase" disabled={disabled || n >= max} onClick={() => step(1)}>
        <Icon svg={icon.plus} size={18} />
      </button>
    </div>
  );
}
