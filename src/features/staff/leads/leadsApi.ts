// Every call of the leads desk: the filtered, sorted page, a change to one lead or to several,
// the staff members who can own a lead, and the full CSV export of the filtered leads.
import type { LeadBulkResult, LeadsPage } from '#domain/leads/schemas';
import type { StaffMember } from '#domain/accounts/schemas';
import type { SortDirection } from '#domain/shared/deskQuery';
import type { LeadSortKey, LeadView } from '#domain/leads/leadDesk';
import type { Lead } from '#domain/leads/schemas';
import type { LeadStatus, LeadType } from '#domain/leads/leads';
import type { LeadChange } from '#domain/leads/leadChange';
import type { Lang } from '#domain/i18n/locales';
import { api } from '../../../lib/api';

export const LEADS_LOAD_FAILED = 'Could not load the leads. Please try again.';
export const LEAD_SAVE_FAILED = 'Could not save the lead. Please try again.';
export const LEADS_EXPORT_FAILED = 'Could not export the leads. Please try again.';
export const LEADS_PAGE_SIZE = 20;

export type { LeadsPage };
export interface LeadsQuery {
  status: LeadView | '';
  type: LeadType | '';
  lang: Lang | '';
  q: string;
  email: string;
  from: string;
  to: string;
  sort: LeadSortKey;
  dir: SortDirection;
  page: number;
}

const filterParams = ({ page: _page, sort: _sort, dir: _dir, ...filters }: LeadsQuery) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value.trim()) params.set(name, value.trim());
  return params;
};

export function fetchLeads(query: LeadsQuery, signal?: AbortSignal): Promise<LeadsPage> {
  const params = filterParams(query);
  params.set('sort', query.sort);
  params.set('dir', query.dir);
  params.set('page', String(query.page));
  params.set('size', String(LEADS_PAGE_SIZE));
  return api.get<LeadsPage>(`/admin/leads?${params}`, undefined, { signal });
}

export const changeLead = (id: number, change: LeadChange) => api.patch<Lead>(`/admin/leads/${id}`, change);

export const changeLeads = (ids: number[], change: { status?: LeadStatus; owner?: number | null }) =>
  api.patch<LeadBulkResult>('/admin/leads', { ids, ...change });

let staff: Promise<StaffMember[]> | undefined;
/** The staff members, asked once per page (a failure is asked again next time). */
export function fetchStaff(): Promise<StaffMember[]> {
  staff ??= api.get<{ items: StaffMember[] }>('/admin/staff').then(
    (r) => r.items,
    (e) => {
      staff = undefined;
      throw e;
    },
  );
  return staff;
}

/** Every lead the filters match (not only this page) as leads.csv, with the staff member's token. */
export async function downloadLeadsCsv(query: LeadsQuery): Promise<void> {
  const csv = await api.get<string>(`/admin/leads.csv?${filterParams(query)}`);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'leads.csv' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
