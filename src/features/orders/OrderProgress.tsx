// Where the order is (docs/orders-and-documents.md): Requested, Confirmed, Shipped (with the carrier's link),
// Delivered, Paid — each from the order's own dates, so nobody has to call to ask.
import { formatLongDate, formatPrice } from '#domain/shared/format';
import { balanceDue } from '#domain/orders/orderCharges';
import type { Order } from '#domain/orders/schemas';
import { carrierOf, trackingUrl } from '#domain/orders/tracking';

export function OrderProgress({ order }: { order: Order }) {
  const link = order.tracking_number ? trackingUrl(order.tracking_number) : null;
  const steps: { label: string; at: string | null; extra?: React.ReactNode; pending?: string }[] = [
    { label: 'Requested', at: order.created_at },
    { label: 'Confirmed', at: order.confirmed_at },
    {
      label: 'Shipped',
      at: order.shipped_at,
      extra: link && (
        <a href={link} className="text-brand-700 underline" target="_blank" rel="noopener noreferrer">
          Track with {carrierOf(order.tracking_number ?? '')}
        </a>
      ),
    },
    { label: 'Delivered', at: order.delivered_at },
    {
      label: 'Paid',
      at: order.paid_at,
      pending: order.amount_paid > 0 ? `${formatPrice(order.amount_paid)} so far, ${formatPrice(balanceDue(order))} due` : undefined,
    },
  ];
  return (
    <section aria-labelledby="order-progress" className="card mt-6 p-6">
      <h2 id="order-progress" className="text-lg font-bold text-slate-900">
        Where your order is
      </h2>
      <ol className="mt-4 grid gap-3 sm:grid-cols-5">
        {steps.map((s) => (
          <li key={s.label} className={`border-t-4 pt-2 ${s.at ? 'border-brand-700' : 'border-slate-200'}`}>
            <span className="block font-semibold text-slate-900">
              {s.label}
              <span className="sr-only">{s.at ? ': done' : ': not yet'}</span>
            </span>
            <span className="block text-sm text-slate-700">{s.at ? formatLongDate(s.at) : (s.pending ?? 'Not yet')}</span>
            {s.at && s.extra}
          </li>
        ))}
      </ol>
    </section>
  );
}
