// "Adjust stock" for one product in a native modal <dialog>: a signed change, a reason and an
// optional note. Refused below 0 before sending; a failure toasts and keeps what was typed.
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../shared/toast';
import { adjustmentReasons, REASON_LABELS, STOCK_BELOW_ZERO } from '#domain/inventory/inventory';
import type { InventoryItem } from '#domain/inventory/schemas';
import { stockAdjustmentSchema } from '#domain/inventory/stockAdjustment';
import { errorMessage } from '../../../lib/api';
import { FieldError } from '../../shared/ui/Field';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { ADJUST_FAILED, adjustStock } from './inventoryApi';

interface Props {
  item: InventoryItem;
  onClose: () => void;
  onDone: (stock: number) => void;
}

type Errors = Partial<Record<'change' | 'reason' | 'note', string>>;

export function StockAdjustDialog({ item, onClose, onDone }: Props) {
  const uid = useId();
  const [change, setChange] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const validate = (): Errors | null => {
    const parsed = stockAdjustmentSchema.safeParse({
      change: change.trim() === '' ? undefined : Number(change),
      reason: reason || undefined,
      note: note || undefined,
    });
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??=
          field === 'change' && change.trim() === ''
            ? 'Change is required'
            : field === 'reason' && !reason
              ? 'Please select a reason'
              : issue.message;
      }
    } else if (item.stock + parsed.data.change < 0) {
      found.change = STOCK_BELOW_ZERO;
    }
    return Object.keys(found).length ? found : null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate();
    setErrors(found ?? {});
    if (found) return;
    setSaving(true);
    try {
      const result = await adjustStock(item.product_id, {
        change: Number(change),
        reason: reason as (typeof adjustmentReasons)[number],
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      toast.success(`Stock of ${item.name} is now ${result.stock}`);
      onDone(result.stock);
    } catch (error) {
      toast.error(errorMessage(error, ADJUST_FAILED, [0, 408, 500]));
      setSaving(false);
    }
  };

  const field = (name: keyof Errors) => ({
    id: `${uid}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${uid}-${name}-error` : undefined,
  });

  return (
    <ModalDialog
      title="Adjust stock"
      subtitle={
        <>
          {item.name} · now <strong>{item.stock}</strong> in stock
        </>
      }
      busy={saving}
      onClose={onClose}
      onSubmit={submit}
      submit={{ label: 'Save change' }}
    >
      <fieldset disabled={saving} className="flex flex-col gap-4">
        <legend className="sr-only">Stock change</legend>
        <div>
          <label htmlFor={`${uid}-change`} className="field-label">
            Change
          </label>
          <input
            {...field('change')}
            type="number"
            step="1"
            inputMode="numeric"
            className="field-input"
            autoFocus
            value={change}
            onChange={(e) => setChange(e.target.value)}
          />
          <p className="mt-1 text-xs text-slate-600">A positive number adds to the shelf, a negative one takes away.</p>
          <FieldError id={`${uid}-change-error`} error={errors.change} />
        </div>
        <div>
          <label htmlFor={`${uid}-reason`} className="field-label">
            Reason
          </label>
          <select {...field('reason')} className="field-input" value={reason} onChange={(e) => setReason(e.target.value)}>
            <option value="">Select a reason</option>
            {adjustmentReasons.map((r) => (
              <option key={r} value={r}>
                {REASON_LABELS[r]}
              </option>
            ))}
          </select>
          <FieldError id={`${uid}-reason-error`} error={errors.reason} />
        </div>
        <div>
          <label htmlFor={`${uid}-note`} className="field-label">
            Note <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <textarea
            {...field('note')}
            rows={2}
            maxLength={500}
            className="field-input"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <FieldError id={`${uid}-note-error`} error={errors.note} />
        </div>
      </fieldset>
    </ModalDialog>
  );
}
