// Where the order is (docs/orders-and-documents.md): Requested, Confirmed, Shipped (with the carrier's link),
// Delivered, Paid — each from the order's own dates, so nobody has to call to ask.
import { formatLongDate, formatPrice } from '#domain/shared/format';
import { balanceDue } from '#domain/orders/orderCharges';
import type { Order } from '#domain/orders/schemas';
import { carrierOf, trackingUrl } from '#domain/orders/tracking';
import { useMessages } from '../shared/useMessages';
import { fill } from '#domain/i18n/fill';
import { pathLang } from '#domain/i18n/locales';

export function OrderProgress({ order }: { order: Order }) {
  const m = useMessages('shop').progress;
  const lang = pathLang(location.pathname);
  const link = order.tracking_number ? trackingUrl(order.tracking_number) : null;
  const steps: { label: string; at: string | null; extra?: React.ReactNode; pending?: string }[] = [
    { label: m.requested, at: order.created_at },
    { label: m.confirmed, at: order.confirmed_at },
    {
      label: m.shipped,
      at: order.shipped_at,
      extra: link && (
        <a href={link} className="text-brand-700 underline" target="_blank" rel="noopener noreferrer">
          {fill(m.trackWith, { carrier: carrierOf(order.tracking_number ?? '') ?? '' })}
        </a>
      ),
    },
    { label: m.delivered, at: order.delivered_at },
    {
      label: m.paid,
      at: order.paid_at,
      pending:
        order.amount_paid > 0 ? fill(m.soFar, { paid: formatPrice(order.amount_paid), due: formatPrice(balanceDue(order)) }) : undefined,
    },
  ];
  return (
    <section aria-labelledby="order-progress" className="card mt-6 p-6">
      <h2 id="order-progress" className="text-lg font-bold text-slate-900">
        {m.heading}
      </h2>
      <ol className="mt-4 grid gap-3 sm:grid-cols-5">
        {steps.map((s) => (
          <li key={s.label} className={`border-t-4 pt-2 ${s.at ? 'border-brand-700' : 'border-slate-200'}`}>
            <span className="block font-semibold text-slate-900">
              {s.label}
              <span className="sr-only">{s.at ? m.done : m.notYetHidden}</span>
            </span>
            <span className="block text-sm text-slate-700">{s.at ? formatLongDate(s.at, lang) : (s.pending ?? m.notYet)}</span>
            {s.at && s.extra}
          </li>
        ))}
      </ol>
    </section>
  );
}
