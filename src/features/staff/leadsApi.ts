// Every call of the leads desk: the filtered list, a change to one lead, the CSV export.
import type { Lead, LeadStatus, LeadType } from '../../domain/leads';
import type { LeadChange } from '../../domain/leadChange';
import { api } from '../../lib/api';

export const LEADS_LOAD_FAILED = 'Could not load the leads. Please try again.';
export const LEAD_SAVE_FAILED = 'Could not save the lead. Please try again.';
export const LEADS_EXPORT_FAILED = 'Could not export the leads. Please try again.';
export const LEADS_PAGE_SIZE = 20;

export interface LeadsQuery {
  type: LeadType | '';
  status: LeadStatus | '';
  q: string;
  page: number;
}
export interface LeadsPage {
  items: Lead[];
  total: number;
  pages: number;
  current_page: number;
  new_count: number;
}

const filterParams = ({ type, status, q }: LeadsQuery) => {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (status) params.set('status', status);
  if (q.trim()) params.set('q', q.trim());
  return params;
};

export function fetchLeads(query: LeadsQuery, signal?: AbortSignal): Promise<LeadsPage> {
  const params = filterParams(query);
  params.set('page', String(query.page));
  params.set('size', String(LEADS_PAGE_SIZE));
  return api.get<LeadsPage>(`/admin/leads?${params}`, undefined, { signal });
}

export const changeLead = (id: number, change: LeadChange) => api.patch<Lead>(`/admin/leads/${id}`, change);

/** The filtered list as leads.csv, downloaded with the signed-in staff member's token. */
export async function downloadLeadsCsv(query: LeadsQuery): Promise<void> {
  const csv = await api.get<string>(`/admin/leads.csv?${filterParams(query)}`);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'leads.csv' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
