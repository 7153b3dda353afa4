// The contractor's side of an order (docs/orders-and-documents.md): company, PO number, job, the confirmed
// terms and ship date beside what was requested, the invoice and its payment state, the PDFs
// and "Buy again".
import { useState } from 'react';
import { paymentState, type PaymentTerms } from '#domain/orders/billing';
import { formatLongDate } from '#domain/shared/format';
import { formatPrice } from '#domain/shared/format';
import type { Order } from '#domain/orders/schemas';
import { errorMessage } from '../../lib/api';
import { downloadOrderDocument } from '../shared/billing/billingApi';
import { toast } from '../shared/toast';
import { buyAgain } from '../shared/orders/ordersApi';
import { useMessages } from '../shared/useMessages';
import { fill } from '#domain/i18n/fill';
import { localePath, pathLang } from '#domain/i18n/locales';

const today = () => new Date().toISOString().slice(0, 10);

function Row({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

export function OrderPaperwork({ order }: { order: Order }) {
  const { paperwork: m, order: words } = useMessages('shop');
  const lang = pathLang(location.pathname);
  // English keeps the days as the desk types them (2027-04-08); Spanish reads "8 de abril de 2027".
  const day = (d: string | null) => (d && lang !== 'en' ? formatLongDate(d, lang) : (d ?? ''));
  const [busy, setBusy] = useState(false);
  const payment = paymentState(order, today());
  const state = payment === 'none' ? '' : words.paymentStates[payment];
  const download = (kind: 'invoice' | 'confirmation') =>
    downloadOrderDocument(order, kind).catch((err) => toast.error(errorMessage(err, m.downloadFailed)));
  const again = async () => {
    setBusy(true);
    try {
      const { changes } = await buyAgain(order.id);
      toast.success(changes.length ? fill(m.addedWithChanges, { changes: changes.join('. ') }) : m.allAdded);
      location.assign(localePath('/cart', lang));
    } catch (err) {
      toast.error(errorMessage(err, m.buyAgainFailed));
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="order-paperwork" className="card p-6">
      <h2 id="order-paperwork" className="text-lg font-bold text-slate-900">
        {m.heading}
      </h2>
      <dl className="mt-4 space-y-3">
        <Row label={words.company} value={order.company} />
        <Row label={words.poNumber} value={order.po_number} />
        <Row label={words.jobReference} value={order.job_reference} />
        <Row label={m.paymentTerms} value={order.payment_terms ? words.paymentTerms[order.payment_terms as PaymentTerms] : ''} />
        <Row label={m.expectedShipDate} value={day(order.expected_ship_date)} />
        <Row label={m.requestedTotal} value={order.requested_total !== null ? formatPrice(order.requested_total) : ''} />
        <Row
          label={m.invoice}
          value={order.invoice_number ? fill(m.invoiceDue, { number: order.invoice_number, date: day(order.due_date) }) : ''}
        />
        <Row label={m.payment} value={state} />
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {order.confirmed_at && (
          <button type="button" className="btn btn-outline" onClick={() => void download('confirmation')}>
            {m.confirmationPdf}
          </button>
        )}
        {order.invoice_number && (
          <button type="button" className="btn btn-outline" onClick={() => void download('invoice')}>
            {m.invoicePdf}
          </button>
        )}
        <button type="button" className="btn btn-primary" onClick={() => void again()} disabled={busy}>
          {m.buyAgain}
        </button>
      </div>
    </section>
  );
}
