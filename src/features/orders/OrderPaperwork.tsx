// The contractor's side of an order (docs/orders-and-documents.md): company, PO number, job, the confirmed
// terms and ship date beside what was requested, the invoice and its payment state, the PDFs
// and "Buy again".
import { useState } from 'react';
import { PAYMENT_STATE_LABELS, paymentState, paymentTermsLabel } from '#domain/orders/billing';
import { formatPrice } from '#domain/shared/format';
import type { Order } from '#domain/orders/schemas';
import { errorMessage } from '../../lib/api';
import { downloadOrderDocument } from '../shared/billing/billingApi';
import { toast } from '../shared/toast';
import { buyAgain } from '../shared/orders/ordersApi';

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
  const [busy, setBusy] = useState(false);
  const state = PAYMENT_STATE_LABELS[paymentState(order, today())];
  const download = (kind: 'invoice' | 'confirmation') =>
    downloadOrderDocument(order, kind).catch((err) => toast.error(errorMessage(err, 'Could not download the document')));
  const again = async () => {
    setBusy(true);
    try {
      const { changes } = await buyAgain(order.id);
      toast.success(changes.length ? `Added to your cart. ${changes.join('. ')}.` : 'Every item is back in your cart at today’s price.');
      location.assign('/cart');
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to add item to cart.'));
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="order-paperwork" className="card p-6">
      <h2 id="order-paperwork" className="text-lg font-bold text-slate-900">
        Purchase &amp; Invoice
      </h2>
      <dl className="mt-4 space-y-3">
        <Row label="Company" value={order.company} />
        <Row label="PO number" value={order.po_number} />
        <Row label="Job name / reference" value={order.job_reference} />
        <Row label="Payment terms" value={paymentTermsLabel(order.payment_terms)} />
        <Row label="Expected ship date" value={order.expected_ship_date ?? ''} />
        <Row label="Requested total" value={order.requested_total !== null ? formatPrice(order.requested_total) : ''} />
        <Row label="Invoice" value={order.invoice_number ? `${order.invoice_number}, due ${order.due_date}` : ''} />
        <Row label="Payment" value={state} />
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {order.confirmed_at && (
          <button type="button" className="btn btn-outline" onClick={() => void download('confirmation')}>
            Confirmation (PDF)
          </button>
        )}
        {order.invoice_number && (
          <button type="button" className="btn btn-outline" onClick={() => void download('invoice')}>
            Invoice (PDF)
          </button>
        )}
        <button type="button" className="btn btn-primary" onClick={() => void again()} disabled={busy}>
          Buy again
        </button>
      </div>
    </section>
  );
}
