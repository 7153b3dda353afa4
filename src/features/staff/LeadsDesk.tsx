// The leads desk: every submission that reached the team, newest first, with how many are
// New; filter by type and status, search, page, open one to work on it, export to CSV.
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { toast } from '../shared/toast';
import { formatLongDate } from '../../domain/format';
import {
  LEAD_STATUS_LABELS,
  LEAD_TYPE_LABELS,
  leadStatuses,
  leadTypes,
  type Lead,
  type LeadStatus,
  type LeadType,
} from '../../domain/leads';
import { useLoad } from '../shared/useLoad';
import { useAuth } from '../auth/useAuth';
import { downloadLeadsCsv, fetchLeads, LEADS_EXPORT_FAILED, LEADS_LOAD_FAILED, type LeadsQuery } from './leadsApi';
import { StaffDeskLinks } from './StaffGate';
import { PageNav } from '../shared/PageNav';
import { LoadFailed, LoadingState } from '../shared/ui/LoadStates';

const LeadDialog = lazy(() => import('./LeadDialog').then((m) => ({ default: m.LeadDialog })));

const SEARCH_DELAY_MS = 300;
const BADGE: Record<LeadStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  contacted: 'bg-brand-100 text-brand-800',
  closed: 'bg-green-100 text-green-900',
  spam: 'bg-slate-200 text-slate-800',
};

function LeadRow({ lead, onOpen }: { lead: Lead; onOpen: () => void }) {
  return (
    // Phones: the badge beside the name, Open beside the date; wider screens: one line.
    <li
      className="card grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-3 p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:gap-x-6 sm:px-6"
      data-lead={lead.email}
    >
      <div className="col-start-1 row-start-1 min-w-0">
        <p className="font-semibold text-slate-900">
          {lead.name || lead.email} {lead.company && <span className="font-normal text-slate-700">· {lead.company}</span>}
        </p>
        <p className="text-sm text-slate-700">
          <span className="break-all">{lead.email}</span> · {LEAD_TYPE_LABELS[lead.type]}
          {lead.product && ` · ${lead.product}`}
        </p>
        <p className="truncate text-sm text-slate-800">{lead.subject || lead.message}</p>
      </div>
      <div className="col-start-1 row-start-2 min-w-0 text-sm text-slate-700 sm:col-start-2 sm:row-start-1">
        <p>{formatLongDate(lead.received_at)}</p>
        <p className="break-all">{lead.owner ? `Owner: ${lead.owner.email}` : 'No owner'}</p>
      </div>
      <span className={`badge col-start-2 row-start-1 self-start justify-self-end sm:col-start-3 sm:self-center ${BADGE[lead.status]}`}>
        {LEAD_STATUS_LABELS[lead.status]}
      </span>
      <button type="button" className="btn btn-outline col-start-2 row-start-2 sm:col-start-4 sm:row-start-1" onClick={onOpen}>
        Open<span className="sr-only"> lead from {lead.name || lead.email}</span>
      </button>
    </li>
  );
}

export function LeadsDesk() {
  const uid = useId();
  const { user } = useAuth();
  const [query, setQuery] = useState<LeadsQuery>({ type: '', status: '', q: '', page: 1 });
  const [searchInput, setSearchInput] = useState('');
  const { state, retry } = useLoad(useCallback((signal: AbortSignal) => fetchLeads(query, signal), [query]));
  const [open, setOpen] = useState<Lead | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setQuery((q) => (q.q === searchInput ? q : { ...q, q: searchInput, page: 1 })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadLeadsCsv(query);
    } catch {
      toast.error(LEADS_EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-6">
      <StaffDeskLinks current="leads" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="section-title">Leads</h1>
          <p className="mt-2 text-slate-700">
            Every order request, contact message, consultation, enrollment, registration and application the team received.
          </p>
        </div>
        {state.kind === 'ready' && (
          <p className="badge bg-amber-100 text-base text-amber-900" data-new-count>
            {state.data.new_count} new
          </p>
        )}
      </div>
      <form
        role="search"
        className="card grid gap-4 p-4 sm:grid-cols-[1fr_12rem_12rem_auto] sm:items-end sm:p-6"
        onSubmit={(e) => e.preventDefault()}
      >
        <div>
          <label htmlFor={`${uid}-q`} className="field-label">
            Search by name, e-mail, company or text
          </label>
          <input
            id={`${uid}-q`}
            type="search"
            className="field-input"
            value={searchInput}
            onChange={(e) => setSearchInput(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${uid}-type`} className="field-label">
            Type
          </label>
          <select
            id={`${uid}-type`}
            className="field-input"
            value={query.type}
            onChange={(e) => setQuery((q) => ({ ...q, type: e.target.value as LeadType | '', page: 1 }))}
          >
            <option value="">All types</option>
            {leadTypes.map((t) => (
              <option key={t} value={t}>
                {LEAD_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${uid}-status`} className="field-label">
            Status
          </label>
          <select
            id={`${uid}-status`}
            className="field-input"
            value={query.status}
            onChange={(e) => setQuery((q) => ({ ...q, status: e.target.value as LeadStatus | '', page: 1 }))}
          >
            <option value="">All statuses</option>
            {leadStatuses.map((s) => (
              <option key={s} value={s}>
                {LEAD_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-outline" onClick={exportCsv} disabled={exporting}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
      </form>
      {state.kind === 'loading' && <LoadingState text="Loading leads..." />}
      {state.kind === 'error' && <LoadFailed message={LEADS_LOAD_FAILED} onRetry={retry} />}
      {state.kind === 'ready' && (
        <>
          <p role="status" className="text-slate-700">
            {state.data.total} {state.data.total === 1 ? 'lead' : 'leads'}
          </p>
          {state.data.items.length === 0 ? (
            <p className="card p-8 text-center text-slate-800">No leads match.</p>
          ) : (
            <ul className="space-y-3">
              {state.data.items.map((l) => (
                <LeadRow key={l.id} lead={l} onOpen={() => setOpen(l)} />
              ))}
            </ul>
          )}
          <PageNav page={query.page} pages={state.data.pages} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
        </>
      )}
      {open && user && (
        <Suspense fallback={null}>
          <LeadDialog
            lead={open}
            me={{ id: user.id, email: user.email }}
            onClose={() => setOpen(null)}
            onSaved={() => {
              setOpen(null);
              retry();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
