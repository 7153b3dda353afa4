// The order desk's "Confirm order" dialog (docs/orders-and-documents.md): contract unit prices, a
// freight line, the payment terms this customer may have (starting from their own checkout
// choice) and the expected ship date, with the new total as it is typed. A unit price moved by
// more than 50 % is named and asked about once more before it is sent; the server refuses the
// same without that second yes. Refusals show as a toast; the dialog keeps what was typed.
import { useEffect, useState } from 'react';
import { paymentMethodLabel } from '#domain/forms/checkout';
import { paymentTerms, type PaymentTerms } from '#domain/orders/billing';
import { isLargeChange, largeChangeMessage } from '#domain/orders/confirmation';
import { awaitsConfirmation } from '#domain/orders/order';
import { fromCents, toCents, totalsInCents } from '#domain/orders/pricing';
import { formatPrice } from '#domain/shared/format';
import { confirmOrder, fetchConfirmationTerms } from './billingApi';
import { Choice, dayAfter, Input, MoneyInput, OrderDialog, useOrderRequest, type OrderDialogProps } from './OrderDialog';

const TERMS_FAILED = 'Could not load the payment terms. Please close and try again.';
const cents = (typed: string) => (typed.trim() === '' || !Number.isFinite(Number(typed)) ? null : toCents(Number(typed)));

export function ConfirmOrderDialog({ order, onClose, onDone }: OrderDialogProps) {
  const { saving, run } = useOrderRequest(onDone);
  const [prices, setPrices] = useState(() => Object.fromEntries(order.items.map((i) => [i.id, String(i.unit_price)])));
  const [freight, setFreight] = useState(String(order.freight_cost || 0));
  const [terms, setTerms] = useState<{ allowed: PaymentTerms[]; value: PaymentTerms } | 'failed' | null>(null);
  const [shipDate, setShipDate] = useState(order.expected_ship_date ?? dayAfter(3));
  /** The prices staff were asked about again; sending them unchanged means yes. */
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const title = awaitsConfirmation(order) ? 'Confirm order' : 'Change confirmation';

  useEffect(() => {
    fetchConfirmationTerms(order.id).then(
      ({ allowed, start }) => setTerms({ allowed, value: start }),
      () => setTerms('failed'),
    );
  }, [order.id]);

  const large = order.items.flatMap((i) => {
    const to = cents(prices[i.id]);
    return to !== null && isLargeChange(toCents(i.unit_price), to)
      ? [{ id: i.id, message: largeChangeMessage(i.product_name, formatPrice(i.unit_price), formatPrice(fromCents(to))) }]
      : [];
  });
  const lineCents = order.items.map((i) => ({ unit_cents: cents(prices[i.id]), quantity: i.quantity }));
  const freightCents = cents(freight || '0');
  const total =
    lineCents.every((l) => l.unit_cents !== null) && freightCents !== null
      ? totalsInCents(lineCents as { unit_cents: number; quantity: number }[], {
          pickup: order.fulfilment === 'pickup',
          taxExempt: order.tax_exempt,
          freightCents,
        }).total_amount
      : null;
  const asking = large.length > 0 && askedFor === JSON.stringify(prices);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (typeof terms !== 'object' || !terms) return;
    if (large.length > 0 && !asking) {
      setAskedFor(JSON.stringify(prices));
      return;
    }
    const confirmation = {
      lines: order.items.map((i) => ({ id: i.id, unit_price: Number(prices[i.id]) })),
      freight: Number(freight || 0),
      payment_terms: terms.value,
      expected_ship_date: shipDate,
      confirm_large_changes: asking,
    };
    void run(() => confirmOrder(order.id, confirmation), `Order ${order.reference} confirmed`);
  };

  return (
    <OrderDialog
      order={order}
      title={title}
      submitLabel={asking ? 'Confirm these prices' : title}
      legend="Confirmation"
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
    >
      {order.items.map((i) => (
        <MoneyInput
          key={i.id}
          label={`Unit price: ${i.product_name} × ${i.quantity}`}
          value={prices[i.id]}
          aria-invalid={large.some((l) => l.id === i.id) || undefined}
          onChange={(e) => setPrices({ ...prices, [i.id]: e.target.value })}
        />
      ))}
      <MoneyInput label="Freight" value={freight} onChange={(e) => setFreight(e.target.value)} />
      {terms === 'failed' ? (
        <p role="alert" className="text-red-700">
          {TERMS_FAILED}
        </p>
      ) : (
        <div>
          <Choice
            label="Payment terms"
            options={paymentTerms.filter((t) => !terms || terms.allowed.includes(t.value))}
            value={terms?.value ?? ''}
            disabled={!terms}
            aria-describedby={`terms-hint-${order.id}`}
            onChange={(e) => terms && setTerms({ ...terms, value: e.target.value as PaymentTerms })}
          />
          <p id={`terms-hint-${order.id}`} className="mt-1 text-sm text-slate-700">
            The customer chose {paymentMethodLabel(order.payment_method)} at checkout.
            {terms && !terms.allowed.includes('net_30') && ' Net 30 is only for customers approved for terms.'}
          </p>
        </div>
      )}
      <Input label="Expected ship date" type="date" value={shipDate} onChange={(e) => setShipDate(e.target.value)} />
      <p aria-live="polite" className="rounded-md bg-slate-100 p-3 font-semibold text-slate-900">
        New total: {total === null ? '—' : formatPrice(fromCents(total))}
        <span className="block text-sm font-normal text-slate-700">Was {formatPrice(order.total_amount)}</span>
      </p>
      {large.length > 0 && (
        <div role={asking ? 'alert' : undefined} className="rounded-md border border-amber-600 bg-amber-50 p-3 text-amber-950">
          {asking && <p className="font-semibold">Confirm these prices?</p>}
          <ul className="list-disc pl-5">
            {large.map((l) => (
              <li key={l.id}>{l.message}</li>
            ))}
          </ul>
        </div>
      )}
    </OrderDialog>
  );
}
