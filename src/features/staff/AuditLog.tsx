// The audit log desk: security events and staff actions, newest first, by action and actor.
import { useCallback, useEffect, useId, useState } from 'react';
import { AUDIT_ACTION_LABELS, auditActions } from '../../domain/audit';
import { formatLongDate } from '../../domain/format';
import { useLoad } from '../shared/useLoad';
import { AUDIT_LOAD_FAILED, fetchAudit, type AuditQuery } from './auditApi';
import { StaffDeskLinks } from './StaffGate';
import { PageNav } from '../shared/PageNav';
import { LoadFailed, LoadingState } from '../shared/ui/LoadStates';

const SEARCH_DELAY_MS = 300;
const detailText = (d: Record<string, unknown>) =>
  Object.entries(d)
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${String(v)}`)
    .join(' · ');

export function AuditLog() {
  const uid = useId();
  const [actorInput, setActorInput] = useState('');
  const [query, setQuery] = useState<AuditQuery>({ action: '', actor: '', page: 1 });
  const { state, retry } = useLoad(useCallback((signal: AbortSignal) => fetchAudit(query, signal), [query]));

  useEffect(() => {
    if (actorInput === query.actor) return undefined;
    const timer = setTimeout(() => setQuery((q) => ({ ...q, actor: actorInput, page: 1 })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [actorInput, query.actor]);

  return (
    <div className="space-y-6">
      <StaffDeskLinks current="audit" />
      <div>
        <h1 className="section-title">Audit Log</h1>
        <p className="mt-2 text-slate-700">Sign-ins, password and role changes, and every staff action, newest first.</p>
      </div>
      <form role="search" className="card grid gap-4 p-4 sm:grid-cols-[1fr_16rem] sm:p-6" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor={`${uid}-actor`} className="field-label">
            Search by actor e-mail
          </label>
          <input
            id={`${uid}-actor`}
            type="search"
            className="field-input"
            value={actorInput}
            onChange={(e) => setActorInput(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${uid}-action`} className="field-label">
            Action
          </label>
          <select
            id={`${uid}-action`}
            className="field-input"
            value={query.action}
            onChange={(e) => setQuery((q) => ({ ...q, action: e.target.value, page: 1 }))}
          >
            <option value="">All actions</option>
            {auditActions.map((a) => (
              <option key={a} value={a}>
                {AUDIT_ACTION_LABELS[a]}
              </option>
            ))}
          </select>
        </div>
      </form>
      {state.kind === 'loading' && <LoadingState text="Loading audit log..." />}
      {state.kind === 'error' && <LoadFailed message={AUDIT_LOAD_FAILED} onRetry={retry} />}
      {state.kind === 'ready' && (
        <>
          <p role="status" className="text-slate-700">
            {state.data.total} events
          </p>
          {state.data.items.length === 0 ? (
            <p className="card p-8 text-center text-slate-800">No events match.</p>
          ) : (
            <div className="card overflow-x-auto" role="region" aria-label="Audit events" tabIndex={0}>
              <table className="w-full min-w-[44rem] text-left text-sm">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      Time
                    </th>
                    <th scope="col" className="px-4">
                      Action
                    </th>
                    <th scope="col" className="px-4">
                      Actor
                    </th>
                    <th scope="col" className="px-4">
                      Target
                    </th>
                    <th scope="col" className="px-4">
                      Address
                    </th>
                    <th scope="col" className="px-4">
                      Detail
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {state.data.items.map((e) => (
                    <tr key={e.id} className="border-t border-slate-200 align-top" data-audit-action={e.action}>
                      <td className="whitespace-nowrap px-4 py-2">
                        {formatLongDate(e.created_at)}{' '}
                        {new Date(e.created_at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}
                      </td>
                      <td className="px-4 py-2 font-medium">{AUDIT_ACTION_LABELS[e.action] ?? e.action}</td>
                      <td className="break-all px-4 py-2">{e.actor ?? '—'}</td>
                      <td className="break-all px-4 py-2 font-mono text-xs">{e.target ?? '—'}</td>
                      <td className="px-4 py-2 font-mono text-xs">{e.client_ip ?? '—'}</td>
                      <td className="px-4 py-2 text-slate-700">{detailText(e.detail) || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <PageNav page={query.page} pages={state.data.pages} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
        </>
      )}
    </div>
  );
}
