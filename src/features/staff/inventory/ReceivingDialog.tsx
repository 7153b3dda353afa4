// "Receive delivery": several products' restocks booked in one go, each picked by name or part
// number with its quantity, and the supplier or delivery reference. One request, booked all or
// nothing; the dialog stays mounted while closed and on failure, so nothing typed is lost.
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { StockReceived } from '#domain/inventory/schemas';
import type { InventoryItem } from '#domain/inventory/schemas';
import { stockReceiptSchema } from '#domain/inventory/stockReceipt';
import { failureWithReason } from '../../../lib/failureWithReason';
import { toast } from '../../shared/toast';
import { FieldError } from '../../shared/ui/Field';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { RECEIVE_FAILED, receiveStock } from './inventoryApi';

interface Line {
  key: number;
  product: string;
  quantity: string;
}

interface Props {
  items: InventoryItem[];
  open: boolean;
  onClose: () => void;
  onDone: (result: StockReceived) => void;
}

const PICK_PRODUCT = 'Choose a product from the list';
export const productOption = (i: InventoryItem) => `${i.name} · ${i.part_number}`;
const blank = (l: Line) => !l.product.trim() && !l.quantity.trim();

export function ReceivingDialog({ items, open, onClose, onDone }: Props) {
  const uid = useId();
  const [reference, setReference] = useState('');
  const [lines, setLines] = useState<Line[]>([{ key: 0, product: '', quantity: '' }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const byText = useMemo(() => {
    const map = new Map<string, InventoryItem>();
    for (const i of items) for (const text of [productOption(i), i.part_number, i.name, i.slug]) map.set(text.toLowerCase(), i);
    return map;
  }, [items]);

  // A field's error goes once it is changed; the check runs again on submit.
  const clear = (key: string) => setErrors(({ [key]: _gone, ...rest }) => rest);
  const setLine = (key: number, change: Partial<Line>) => {
    clear(`${key}.${'product' in change ? 'product_id' : 'quantity'}`);
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...change } : l)));
  };
  const addLine = () => setLines((all) => [...all, { key: Math.max(...all.map((l) => l.key)) + 1, product: '', quantity: '' }]);

  const check = () => {
    const filled = lines.filter((l, i) => i === 0 || !blank(l));
    const found: Record<string, string> = {};
    const receipt = {
      reference,
      lines: filled.map((l) => ({
        product_id: byText.get(l.product.trim().toLowerCase())?.product_id ?? 0,
        quantity: l.quantity.trim() === '' ? Number.NaN : Number(l.quantity),
      })),
    };
    const parsed = stockReceiptSchema.safeParse(receipt);
    for (const issue of parsed.error?.issues ?? []) {
      const [field, index, part] = issue.path;
      const key = field === 'lines' && typeof index === 'number' ? `${filled[index].key}.${String(part)}` : String(field);
      const line = receipt.lines[index as number];
      found[key] ??=
        part === 'product_id' && !line.product_id
          ? PICK_PRODUCT
          : part === 'quantity' && Number.isNaN(line.quantity)
            ? 'Quantity is required'
            : issue.message;
    }
    return { filled, found, data: parsed.data };
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { filled, found, data } = check();
    setErrors(found);
    if (!data) {
      document.getElementById(`${uid}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const result = await receiveStock(data);
      toast.success(`Delivery booked: ${filled.length} product${filled.length === 1 ? '' : 's'} restocked`);
      onDone(result);
    } catch (error) {
      toast.error(failureWithReason(error, RECEIVE_FAILED));
      setSaving(false);
    }
  };

  const described = (key: string) => ({
    id: `${uid}-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${uid}-${key}-error` : undefined,
  });

  return (
    <ModalDialog
      title="Receive delivery"
      subtitle="Each product gets a restock line in its stock history, noted with the reference."
      open={open}
      initialFocus={`${uid}-reference`}
      busy={saving}
      onClose={onClose}
      onSubmit={submit}
      submit={{ label: 'Book delivery', busyLabel: 'Booking...' }}
    >
      <datalist id={`${uid}-products`}>
        {items.map((i) => (
          <option key={i.product_id} value={productOption(i)} />
        ))}
      </datalist>
      <fieldset disabled={saving} className="flex flex-col gap-4">
        <legend className="sr-only">Delivery</legend>
        <div>
          <label htmlFor={`${uid}-reference`} className="field-label">
            Supplier / reference
          </label>
          <input
            {...described('reference')}
            className="field-input"
            maxLength={200}
            placeholder="e.g. Corning PO 4471, packing slip 88213"
            value={reference}
            onChange={(e) => {
              clear('reference');
              setReference(e.target.value);
            }}
          />
          <FieldError id={`${uid}-reference-error`} error={errors.reference} />
        </div>
        <ol className="flex flex-col gap-3" aria-label="Products received">
          {lines.map((l, n) => (
            <li
              key={l.key}
              className="grid grid-cols-[8rem_1fr] items-start gap-2 rounded-lg border border-slate-200 p-3"
              data-receipt-line
            >
              <div className="col-span-2">
                <label htmlFor={`${uid}-${l.key}.product_id`} className="field-label">
                  Product {n + 1} <span className="font-normal text-slate-600">(name or part number)</span>
                </label>
                <input
                  {...described(`${l.key}.product_id`)}
                  list={`${uid}-products`}
                  autoComplete="off"
                  className="field-input"
                  value={l.product}
                  onChange={(e) => setLine(l.key, { product: e.target.value })}
                />
                <FieldError id={`${uid}-${l.key}.product_id-error`} error={errors[`${l.key}.product_id`]} />
              </div>
              <div>
                <label htmlFor={`${uid}-${l.key}.quantity`} className="field-label">
                  Quantity<span className="sr-only"> of product {n + 1}</span>
                </label>
                <input
                  {...described(`${l.key}.quantity`)}
                  type="number"
                  min="1"
                  step="1"
                  inputMode="numeric"
                  className="field-input"
                  value={l.quantity}
                  onChange={(e) => setLine(l.key, { quantity: e.target.value })}
                />
              </div>
              {lines.length > 1 && (
                <button
                  type="button"
                  className="btn btn-outline mt-7 justify-self-end"
                  onClick={() => setLines((all) => all.filter((x) => x.key !== l.key))}
                >
                  Remove<span className="sr-only"> product {n + 1}</span>
                </button>
              )}
              <div className="col-span-2">
                <FieldError id={`${uid}-${l.key}.quantity-error`} error={errors[`${l.key}.quantity`]} />
              </div>
            </li>
          ))}
        </ol>
        <FieldError id={`${uid}-lines-error`} error={errors.lines} />
        <button type="button" className="btn btn-outline self-start" onClick={addLine}>
          Add another product
        </button>
      </fieldset>
    </ModalDialog>
  );
}
