// A product's low-stock threshold edited in its row (in place of its actions): the number, Save and Cancel. Checked with
// the API's schema before sending; a failure toasts and keeps the number typed.
import { useId, useState, type FormEvent } from 'react';
import type { InventoryItem } from '#domain/inventory/schemas';
import { lowStockThresholdSchema } from '#domain/inventory/stockReceipt';
import { failureWithReason } from '../../../lib/failureWithReason';
import { toast } from '../../shared/toast';
import { setLowStockThreshold, THRESHOLD_FAILED } from './inventoryApi';

interface Props {
  item: InventoryItem;
  onClose: () => void;
  onDone: (threshold: number) => void;
}

export function ThresholdEditor({ item, onClose, onDone }: Props) {
  const uid = useId();
  const [value, setValue] = useState(String(item.low_stock_threshold));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = lowStockThresholdSchema.safeParse({ low_stock_threshold: value.trim() === '' ? Number.NaN : Number(value) });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError('');
    setSaving(true);
    try {
      const saved = await setLowStockThreshold(item.product_id, parsed.data.low_stock_threshold);
      toast.success(`${item.name} now counts as low at ${saved.low_stock_threshold}`);
      onDone(saved.low_stock_threshold);
    } catch (err) {
      toast.error(failureWithReason(err, THRESHOLD_FAILED));
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      className="flex flex-wrap items-center gap-1.5"
      onSubmit={submit}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      data-threshold-editor
    >
      <label htmlFor={`${uid}-t`} className="font-medium text-slate-800">
        Low at<span className="sr-only">: low-stock threshold of {item.name}</span>
      </label>
      <input
        id={`${uid}-t`}
        type="number"
        min="0"
        step="1"
        inputMode="numeric"
        className="field-input w-20 px-2 py-1 text-right"
        autoFocus
        disabled={saving}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${uid}-e` : undefined}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="btn btn-primary min-h-9 px-3 py-1" disabled={saving}>
        Save<span className="sr-only"> threshold of {item.name}</span>
      </button>
      <button type="button" className="btn btn-outline min-h-9 px-3 py-1" disabled={saving} onClick={onClose}>
        Cancel
      </button>
      {error && (
        <p id={`${uid}-e`} className="field-error w-full">
          {error}
        </p>
      )}
    </form>
  );
}
