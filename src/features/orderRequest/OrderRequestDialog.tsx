// Order request dialog: a native modal
// <dialog> (focus trap, Escape), closed by Cancel, Escape or the backdrop; while
// submitting every control is disabled; once sent it shows the outcome, the reference and what
// happens next until closed, and opens empty the next time; failure toasts and keeps what was typed.
import { type FormEvent, useId, useState } from 'react';
import { toast } from '../shared/toast';
import { coerceQuantity, orderRequestFields } from '#domain/forms/order';
import { validateFields } from '#domain/forms/rules';
import { formatPrice } from '#domain/shared/format';
import { effectivePrice } from '#domain/catalogue/product';
import { lineTotal } from '#domain/orders/pricing';
import { fill } from '#domain/i18n/fill';
import type { Lang } from '#domain/i18n/locales';
import { submitOrQueue } from '../shared/offline/queue';
import { useFormError, useMessages } from '../shared/useMessages';
import { TextField } from '../shared/ui/Field';
import { QuantityStepper, quantityInputClass } from '../shared/ui/QuantityStepper';
import { ModalDialog } from '../shared/ui/ModalDialog';
import { orderRequestSubmission, type OrderedProduct } from './orderRequestSubmission';
import { OrderRequestSent, type SentRequest } from './OrderRequestSent';

type FieldName = 'customerName' | 'customerEmail' | 'customerPhone' | 'quantity';
type Values = Record<FieldName, string>;
const EMPTY: Values = { customerName: '', customerEmail: '', customerPhone: '', quantity: '1' };
const ORDER: FieldName[] = ['customerName', 'customerEmail', 'customerPhone', 'quantity'];

interface Props {
  product: OrderedProduct;
  stock: number;
  lang: Lang;
  open: boolean;
  onClose: () => void;
}

export function OrderRequestDialog({ product, stock, lang, open, onClose }: Props) {
  const m = useMessages('catalogue').order;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState<SentRequest | null>(null);
  const uid = useId();
  const inLanguage = useFormError();
  // The order rules' own messages (formErrors has the ones every form shares).
  const ownErrors = new Map([
    ['Please enter a valid email address', m.invalidEmail],
    ['Quantity must be at least 1', m.quantityAtLeastOne],
    [`Only ${stock} items available`, fill(m.onlyAvailable, { n: stock })],
  ]);
  const errorIn = (message: string | undefined) => (message && ownErrors.get(message)) || inLanguage(message);
  const id = (f: string) => `${uid}-${f}`;

  const edit = (field: FieldName) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const typed = coerceQuantity(values.quantity);
  const quantity = Math.max(1, typed);
  const stepQuantity = (delta: number) => edit('quantity')(String(Math.min(Math.max(1, typed + delta), Math.max(1, stock))));
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
    const result = await submitOrQueue(orderRequestSubmission(product, checked.values, lang));
    setSubmitting(false);
    if (result.success) {
      // Offline, the request waits on the device and is sent when the connection returns.
      setSent(
        result.queued
          ? { email: checked.values.customerEmail, queuedMessage: result.message }
          : { email: checked.values.customerEmail, reference: result.reference },
      );
      setValues(EMPTY);
      setErrors({});
    } else {
      toast.error(m.failure);
      setFailed(true);
    }
  }

  const close = () => {
    setSent(null);
    onClose();
  };

  if (sent)
    return (
      <ModalDialog
        title={m.title}
        subtitle={product.name}
        open={open}
        busy={false}
        onClose={close}
        onSubmit={(e) => {
          e.preventDefault();
          close();
        }}
        cancelLabel={m.done}
      >
        <OrderRequestSent sent={sent} />
      </ModalDialog>
    );

  return (
    <ModalDialog
      title={m.title}
      subtitle={product.name}
      open={open}
      initialFocus={id('customerName')}
      busy={submitting}
      onClose={close}
      onSubmit={submit}
      submit={{ label: m.submit, busyLabel: m.submitting }}
      cancelLabel={m.cancel}
    >
      <fieldset disabled={submitting} className="flex flex-col gap-4">
        <legend className="sr-only">{m.yourDetails}</legend>
        <TextField
          id={id('customerName')}
          name="customerName"
          label={m.fullName}
          autoComplete="name"
          value={values.customerName}
          error={errorIn(errors.customerName)}
          onChange={(e) => edit('customerName')(e.target.value)}
        />
        <TextField
          id={id('customerEmail')}
          name="customerEmail"
          label={m.email}
          type="email"
          autoComplete="email"
          value={values.customerEmail}
          error={errorIn(errors.customerEmail)}
          onChange={(e) => edit('customerEmail')(e.target.value)}
        />
        <TextField
          id={id('customerPhone')}
          name="customerPhone"
          label={m.phone}
          type="tel"
          autoComplete="tel"
          value={values.customerPhone}
          error={errorIn(errors.customerPhone)}
          onChange={(e) => edit('customerPhone')(e.target.value)}
        />
        <div>
          <label htmlFor={id('quantity')} className="field-label">
            {m.quantity}
          </label>
          <QuantityStepper
            decrease={{ label: m.decrease, disabled: submitting || typed <= 1, onClick: () => stepQuantity(-1) }}
            increase={{ label: m.increase, disabled: submitting || typed >= stock, onClick: () => stepQuantity(1) }}
          >
            <input
              id={id('quantity')}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={stock}
              step={1}
              className={quantityInputClass}
              value={values.quantity}
              disabled={submitting}
              aria-invalid={errors.quantity ? true : undefined}
              aria-describedby={errors.quantity ? `${id('quantity')}-error` : `${id('quantity')}-hint`}
              onChange={(e) => edit('quantity')(e.target.value)}
              onBlur={() => edit('quantity')(String(coerceQuantity(values.quantity)))}
            />
          </QuantityStepper>
          {errors.quantity ? (
            <p id={`${id('quantity')}-error`} className="field-error">
              {errorIn(errors.quantity)}
            </p>
          ) : (
            <p id={`${id('quantity')}-hint`} className="mt-1 text-sm text-slate-600">
              {fill(m.available, { n: stock })}
            </p>
          )}
        </div>
      </fieldset>
      <dl className="grid grid-cols-2 gap-y-1 rounded-lg bg-slate-50 p-4 text-sm">
        <dt className="text-slate-700">{m.unitPrice}</dt>
        <dd className="text-right font-medium text-slate-900">{formatPrice(unit)}</dd>
        <dt className="font-semibold text-slate-900">{m.total}</dt>
        <dd className="text-right text-base font-bold text-slate-900" data-order-total>
          {formatPrice(lineTotal(unit, quantity))}
        </dd>
      </dl>
      {failed && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {m.failureHelp}
        </p>
      )}
    </ModalDialog>
  );
}
