// The customer's certificate upload and order documents (docs/orders-and-documents.md); the account's billing
// state is read with ordersApi's getBillingAccount (checkout needs it too).
import type { Order } from '#domain/orders/schemas';
import type { TaxCertificate } from '#domain/accounts/schemas';
import { api } from '../../../lib/api';
import { fileRequest, saveFile } from '../../../lib/fileRequests';

/** The file goes as multipart form data; the server reads its type from its bytes. */
export async function uploadCertificate(file: File, company: string, expiresOn: string): Promise<TaxCertificate> {
  const form = new FormData();
  form.set('file', file);
  form.set('company', company);
  form.set('expires_on', expiresOn);
  return (await fileRequest('/account/tax-certificates', form)).json();
}

/** Deletes one of the caller's certificates (refused for one that exempted an order). */
export const deleteCertificate = (id: number) => api.delete<void>(`/account/tax-certificates/${id}`);

/** Downloads an order's PDF with the session's token (a plain link would carry none). */
export const downloadOrderDocument = (order: Pick<Order, 'id' | 'reference' | 'invoice_number'>, kind: 'invoice' | 'confirmation') =>
  saveFile(
    `/orders/${encodeURIComponent(order.id)}/${kind}.pdf`,
    kind === 'invoice' ? `${order.invoice_number}.pdf` : `${order.reference}-confirmation.pdf`,
  );
