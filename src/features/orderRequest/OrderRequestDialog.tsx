// Order request dialog (SPEC §2 "Order dialog", §4, §5 "Order form"): a native modal
// <dialog> (focus trap, Escape), closed by Cancel, Escape or the backdrop; while
// submitting every control is disabled; success toasts, closes and resets; failure toasts
// and keeps what was typed.
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { toast } from '../shared/toast';
import { coerceQuantity, orderRequestFields } from '../../domain/forms/order';
import { validateFields } from '../../domain/forms/rules';
import { formatPrice } from '../../domain/format';
import { effectivePrice } from '../../domain/product';
import { lineTotal } from '../../domain/pricing';
import { submitOrQueue } from '../offline/queue';
import { Icon } from '../shared/ui/Icon';
import { TextField } from '../shared/ui/Field';
import { QuantityStepper } from './QuantityStepper';
import { Spinner } from '../shared/ui/Spinner';
import { ORDER_FAILURE, ORDER_FAILURE_HELP, ORDER_SUCCESS, orderRequestSubmission, type OrderedProduct } from './orderRequestSubmission';
import * as icon from '../../components/iconBodies';

type FieldName = 'customerName' | 'customerEmail' | 'customerPhone' | 'quantity';
type Values = Record<FieldName, string>;
const EMPTY: Values = { customerName: '', customerEmail: '', customerPhone: '', quantity: '1' };
const ORDER: FieldName[] = ['customerName', 'customerEmail', 'customerPhone', 'quantity'];

interface Props {
  product: OrderedProduct;
  stock: number;
  open: boolean;
  onClose: () => void;
}

export function OrderRequestDialog({ product, stock, open, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const uid = useId();
  const id = (f: string) => `${uid}-${f}`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.getElementById(id('customerName'))?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const requestClose = () => {
    if (!submitting) onClose();
  };

  const edit = (field: FieldName) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const quantity = Math.max(1, coerceQuantity(values.quantity));
  const unit = effectivePrice(product);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateFields(orderRequestFields(stock), values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = ORDER.find((f) => checked.errors[f]);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setSubmitting(true);
    setFailed(false);
    const result = await submitOrQueue(orderRequestSubmission(product, checked.values));
    setSubmitting(false);
    if (result.success) {
      // Offline, the request waits on the device and is sent when the connection returns.
      if (result.queued) toast.info(result.message);
      else toast.success(ORDER_SUCCESS);
      setValues(EMPTY);
      setErrors({});
      onClose();
    } else {
      toast.error(ORDER_FAILURE);
      setFailed(true);
    }
  }

  const onBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) requestClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={id('title')}
      className="order-dialog m-auto w-[min(100vw-1.5rem,32rem)] max-h-[calc(100dvh-1.5rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/60"
      onCancel={(e) => {
        e.preventDefault();
        requestClose();
      }}
      onClick={onBackdrop}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-5 sm:p-6" aria-busy={submitting}>
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={id('title')} className="text-xl">Order Request</h2>
            <p className="mt-1 text-sm text-slate-700">{product.name}</p>
          </div>
          <button type="button" className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100" aria-label="Close" disabled={submitting} onClick={requestClose}>
            <Icon svg={icon.x} size={22} />
          </button>
        </div>
        <fieldset disabled={submitting} className="flex flex-col gap-4">
          <legend className="sr-only">Your details</legend>
          <TextField id={id('customerName')} name="customerName" label="Full Name" autoComplete="name" value={values.customerName} error={errors.customerName} onChange={(e) => edit('customerName')(e.target.value)} />
          <TextField id={id('customerEmail')} name="customerEmail" label="Email" type="email" autoComplete="email" value={values.customerEmail} error={errors.customerEmail} onChange={(e) => edit('customerEmail')(e.target.value)} />
          <TextField id={id('customerPhone')} name="customerPhone" label="Phone Number" type="tel" autoComplete="tel" value={values.customerPhone} error={errors.customerPhone} onChange={(e) => edit('customerPhone')(e.target.value)} />
          <div>
            <label htmlFor={id('quantity')} className="field-label">Quantity</label>
            <QuantityStepper
              id={id('quantity')}
              value={values.quantity}
              max={stock}
              disabled={submitting}
              invalid={!!errors.quantity}
              describedBy={errors.quantity ? `${id('quantity')}-error` : `${id('quantity')}-hint`}
              onChange={edit('quantity')}
            />
            {errors.quantity ? (
              <p id={`${id('quantity')}-error`} className="field-error">{errors.quantity}</p>
            ) : (
              <p id={`${id('quantity')}-hint`} className="mt-1 text-sm text-slate-600">{stock} available</p>
            )}
          </div>
        </fieldset>
        <dl className="grid grid-cols-2 gap-y-1 rounded-lg bg-slate-50 p-4 text-sm">
          <dt className="text-slate-700">Unit price</dt>
          <dd className="text-right font-medium text-slate-900">{formatPrice(unit)}</dd>
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="text-right text-base font-bold text-slate-900" data-order-total>{formatPrice(lineTotal(unit, quantity))}</dd>
        </dl>
        {failed && <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">{ORDER_FAILURE_HELP}</p>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-outline" disabled={submitting} onClick={requestClose}>Cancel</button>
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting ? (
              <>
                <Spinner />
                Submitting...
              </>
            ) : (
              'Submit Order'
            )}
          </button>
        </div>
      </form>
    </dialog>
  );
}
