// The staff calls of issue 28: customers and their certificates, net terms, confirming an
// order and recording a payment.
import type { Customer, Order, Page, TaxCertificate } from '../../domain/api';
import { api } from '../../lib/api';

export const listCustomers = (query: string) => api.get<Page<Customer>>(`/admin/customers${query}`);
export const reviewCertificate = (id: number, body: { status: 'approved' } | { status: 'rejected'; reason: string }) =>
  api.patch<TaxCertificate>(`/admin/tax-certificates/${id}`, body);
export const setNetTerms = (id: number, netTerms: boolean) => api.patch(`/admin/customers/${id}`, { net_terms: netTerms });

export interface ConfirmationBody {
  lines: { id: number; unit_price: number }[];
  freight: number;
  payment_terms: string;
  expected_ship_date: string;
}
export const confirmOrder = (id: string, body: ConfirmationBody) => api.post<Order>(`/admin/orders/${id}/confirm`, body);
export const recordPayment = (id: string, body: { amount: number; method: string; paid_on: string; reference: string }) =>
  api.post<Order>(`/admin/orders/${id}/payments`, body);
