// The order desk's billing calls (docs/orders-and-documents.md): confirming an order and recording a payment.
import type { Order } from '#domain/orders/schemas';
import { api } from '../../../lib/api';

export interface ConfirmationBody {
  lines: { id: number; unit_price: number }[];
  freight: number;
  payment_terms: string;
  expected_ship_date: string;
}
export const confirmOrder = (id: string, body: ConfirmationBody) => api.post<Order>(`/admin/orders/${id}/confirm`, body);
export const recordPayment = (id: string, body: { amount: number; method: string; paid_on: string; reference: string }) =>
  api.post<Order>(`/admin/orders/${id}/payments`, body);
