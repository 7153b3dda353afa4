// An order's confirmation and invoice on the desk: each PDF to open (downloaded with the staff
// session) and to e-mail to the customer again, once the order has it.
import { useState } from 'react';
import type { Order } from '#domain/orders/schemas';
import { errorMessage } from '../../../lib/api';
import { saveFile } from '../../../lib/fileRequests';
import { toast } from '../../shared/toast';
import { resendDocument, type OrderDocument } from './billingApi';

const NAMES: Record<OrderDocument, string> = { confirmation: 'Confirmation', invoice: 'Invoice' };

export function OrderDocuments({ order }: { order: Order }) {
  const [sending, setSending] = useState<OrderDocument | null>(null);
  const documents = (['confirmation', 'invoice'] as const).filter((d) => (d === 'invoice' ? order.invoice_number : order.confirmed_at));
  if (!documents.length) return null;

  // Named as the customer's copy is (server/orders/documents.ts).
  const open = (d: OrderDocument) =>
    saveFile(
      `/admin/orders/${order.id}/${d}.pdf`,
      d === 'invoice' ? `${order.invoice_number}.pdf` : `${order.reference}-confirmation.pdf`,
    ).catch((err) => toast.error(errorMessage(err, 'Could not download the document')));
  const resend = async (d: OrderDocument) => {
    setSending(d);
    try {
      const { sent_to } = await resendDocument(order.id, d);
      toast.success(`${NAMES[d]} of ${order.reference} re-sent to ${sent_to}`);
    } catch (err) {
      toast.error(errorMessage(err, 'Could not re-send the document. Please try again.', [0, 408, 500]));
    } finally {
      setSending(null);
    }
  };
  return (
    <ul aria-label="Documents" className="flex flex-wrap gap-3">
      {documents.map((d) => (
        <li key={d} className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline" onClick={() => void open(d)}>
            {NAMES[d]} (PDF)
          </button>
          <button type="button" className="btn btn-outline" disabled={sending !== null} onClick={() => void resend(d)}>
            {sending === d ? 'Sending...' : `Re-send ${NAMES[d].toLowerCase()}`}
          </button>
        </li>
      ))}
    </ul>
  );
}
