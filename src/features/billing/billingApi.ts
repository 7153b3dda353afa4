// The customer's billing account and certificate upload, and the staff desk's customer,
// certificate, confirmation and payment calls (issue 28).
import type { BillingAccount, Customer, Order, Page, TaxCertificate } from '../../domain/api';
import { api } from '../../lib/api';

export const getBillingAccount = () => api.get<BillingAccount>('/account/billing');

/** The file goes as multipart form data; the server reads its type from its bytes. */
export function uploadCertificate(file: File, company: string, expiresOn: string) {
  const form = new FormData();
  form.set('file', file);
  form.set('company', company);
  form.set('expires_on', expiresOn);
  return api.post<TaxCertificate>('/account/tax-certificates', form);
}

/** Downloads an order's PDF with the session's token (a plain link would carry none). */
export async function downloadOrderDocument(
  order: Pick<Order, 'id' | 'reference' | 'invoice_number'>,
  kind: 'invoice' | 'confirmation',
  staff = false,
) {
  const pdf = await api.get<Blob>(`${staff ? '/admin' : ''}/orders/${encodeURIComponent(order.id)}/${kind}.pdf`, undefined, { blob: true });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(pdf);
  link.download = kind === 'invoice' ? `${order.invoice_number}.pdf` : `${order.reference}-confirmation.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

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
