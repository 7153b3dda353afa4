// The audit log's one call.
import type { AuditEvent } from '../../domain/audit';
import { api } from '../../lib/api';

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
  actor: string;
  page: number;
}

export function fetchAudit({ action, actor, page }: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  const params = new URLSearchParams({ page: String(page), size: String(AUDIT_PAGE_SIZE) });
  if (action) params.set('action', action);
  if (actor.trim()) params.set('actor', actor.trim());
  return api.get<AuditPage>(`/admin/audit?${params}`, undefined, { signal });
}
