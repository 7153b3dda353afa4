// The audit log's one call.
import type { AuditEvent } from '#domain/audit/schemas';
import type { SortDirection } from '#domain/shared/deskQuery';
import { api } from '../../../lib/api';

export const AUDIT_LOAD_FAILED = 'Could not load the audit log. Please try again.';
export const AUDIT_PAGE_SIZE = 50;

export interface AuditPage {
  items: AuditEvent[];
  total: number;
  pages: number;
  current_page: number;
}
export interface AuditQuery {
  action: string;
  /** Text in the actor's e-mail or the target. */
  q: string;
  from: string;
  to: string;
  dir: SortDirection;
  page: number;
}

export function fetchAudit({ page, dir, ...filters }: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  const params = new URLSearchParams({ page: String(page), size: String(AUDIT_PAGE_SIZE), dir });
  for (const [k, v] of Object.entries(filters)) if (v.trim()) params.set(k, v.trim());
  return api.get<AuditPage>(`/admin/audit?${params}`, undefined, { signal });
}
