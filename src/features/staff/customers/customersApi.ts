// The customers desk's staff calls (docs/orders-and-documents.md): customers and their certificates, net terms.
import type { Customer, TaxCertificate } from '#domain/accounts/schemas';
import type { Page } from '#domain/shared/schemas';
import { api } from '../../../lib/api';

export const listCustomers = (query: string) => api.get<Page<Customer>>(`/admin/customers${query}`);
export const reviewCertificate = (id: number, body: { status: 'approved' } | { status: 'rejected'; reason: string }) =>
  api.patch<TaxCertificate>(`/admin/tax-certificates/${id}`, body);
export const setNetTerms = (id: number, netTerms: boolean) => api.patch(`/admin/customers/${id}`, { net_terms: netTerms });
