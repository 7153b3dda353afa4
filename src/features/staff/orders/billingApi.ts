// The order desk's billing calls (docs/orders-and-documents.md): confirming an order (and the terms
// it may offer), recording a payment, the order's PDFs and re-sending them.
import type { PaymentTerms } from '#domain/orders/billing';
import type { Order } from '#domain/orders/schemas';
import { api } from '../../../lib/api';

export interface ConfirmationBody {
  lines: { id: number; unit_price: number }[];
  freight: number;
  payment_terms: string;
  expected_ship_date: string;
  /** Staff were asked again about the unit prices moved by more than 50 %. */
  confirm_large_changes: boolean;
}
export type OrderDocument = 'confirmation' | 'invoice';

export const fetchConfirmationTerms = (id: string) =>
  api.get<{ allowed: PaymentTerms[]; start: PaymentTerms }>(`/admin/orders/${id}/terms`);
export const confirmOrder = (id: string, body: ConfirmationBody) => api.post<Order>(`/admin/orders/${id}/confirm`, body);
export const recordPayment = (id: string, body: { amount: number; method: string; paid_on: string; reference: string }) =>
  api.post<Order>(`/admin/orders/${id}/payments`, body);
export const resendDocument = (id: string, document: OrderDocument) =>
  api.post<{ sent_to: string }>(`/admin/orders/${id}/resend`, { document });
