// The leads desk: every submission that reached the team in a sortable table with tabs per
// status and their counts, a search, a type, an e-mail and a day range, all kept in the
// address. Checkouts are orders: they sit under "Orders" with the order's status, never New.
// Rows can be selected for a bulk status or owner change; Enter or "Open" works on one lead.
import { lazy, Suspense, useMemo, useState } from 'react';
import type { LeadBulkResult } from '../../domain/api';
import { LEAD_VIEW_LABELS, leadViews, type LeadView } from '../../domain/leadDesk';
import { LEAD_TYPE_LABELS, leadTypes, type Lead } from '../../domain/leads';
import { toast } from '../shared/toast';
import { useAuth } from '../shared/session/useAuth';
import { PageNav } from '../shared/PageNav';
import { ExportCsvButton } from '../shared/ui/ExportCsvButton';
import { DeskSelect } from '../shared/ui/DeskSelect';
import { DataTable } from '../shared/ui/DataTable';
import { DeskEmpty } from '../shared/ui/DeskEmpty';
import { DeskFilters } from '../shared/ui/DeskFilters';
import { LoadFailed, LoadingState } from '../shared/ui/LoadStates';
import { StatusTabs } from '../shared/ui/StatusTabs';
import { leadColumns } from './leadColumns';
import { downloadLeadsCsv, LEADS_EXPORT_FAILED, LEADS_LOAD_FAILED, type LeadsPage } from './leadsApi';
import { StaffDeskLinks } from './StaffGate';
import { useLeadsDesk } from './useLeadsDesk';

// One lead's dialog loads when a lead is opened; the bulk bar when the first lead is selected.
const LeadDialog = lazy(() => import('./LeadDialog').then((m) => ({ default: m.LeadDialog })));
const LeadBulkBar = lazy(() => import('./LeadBulkBar').then((m) => ({ default: m.LeadBulkBar })));
const BulkSummary = lazy(() => import('./LeadBulkBar').then((m) => ({ default: m.BulkSummary })));

const tabsOf = (data: LeadsPage | null) => [
  { value: '' as const, label: 'All', count: data ? Object.values(data.counts).reduce((a, b) => a + b, 0) : undefined },
  ...leadViews.map((v) => ({ value: v, label: LEAD_VIEW_LABELS[v], count: data?.counts[v] })),
];

export function LeadsDesk() {
  const { user } = useAuth();
  const desk = useLeadsDesk();
  const { state, query } = desk;
  const data = state.kind === 'ready' ? state.data : null;
  const [open, setOpen] = useState<Lead | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<LeadBulkResult | null>(null);
  const [exporting, setExporting] = useState(false);
  const cols = useMemo(() => leadColumns(Date.now(), (email) => desk.change({ email }), setOpen), [data]); // eslint-disable-line react-hooks/exhaustive-deps
  // Only the rows on screen can be selected: a new page or filter leaves the others out.
  const shownIds = (data?.items ?? []).map((l) => String(l.id)).filter((id) => selected.has(id));

  const select = (keys: string[], on: boolean) =>
    setSelected((s) => {
      const next = new Set([...s].filter((k) => data?.items.some((l) => String(l.id) === k)));
      for (const k of keys)
        if (on) next.add(k);
        else next.delete(k);
      return next;
    });

  const exportAll = async () => {
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
    <div className="space-y-5">
      <StaffDeskLinks current="leads" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="section-title">Leads</h1>
          <p className="mt-2 max-w-3xl text-slate-700">
            Every request the team received, newest first. We promise an answer within 24 hours: New leads show the time left. A checkout is
            an order: it is under Orders with the order’s status and handled on the order desk, not counted as New.
          </p>
        </div>
        {data && (
          <p className="badge bg-amber-100 text-base text-amber-900" data-new-count>
            {data.new_count} new{data.overdue_count > 0 && ` · ${data.overdue_count} overdue`}
          </p>
        )}
      </div>

      <StatusTabs
        label="Leads by status"
        tabs={tabsOf(data)}
        value={query.status}
        onChange={(status: LeadView | '') => desk.change({ status })}
      />
      <DeskFilters
        searchLabel="Search by name, e-mail, company or text"
        search={desk.search}
        onSearch={desk.setSearch}
        range={{ from: query.from, to: query.to }}
        onRange={(range) => desk.change(range)}
      >
        <DeskSelect
          label="Type"
          name="type"
          anyLabel="All types"
          value={query.type}
          options={leadTypes.map((t) => ({ value: t, label: LEAD_TYPE_LABELS[t] }))}
          onChange={(type) => desk.change({ type })}
        />
        <ExportCsvButton file="leads" what="leads" columns={cols} rows={data?.items ?? []} />
      </DeskFilters>

      {query.email && (
        <p className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-100 px-4 py-2 text-slate-800" data-email-filter>
          <span>
            Every request from <strong className="wrap-anywhere">{query.email}</strong>
          </span>
          <button type="button" className="btn btn-outline min-h-9 px-3 py-1" onClick={() => desk.change({ email: '' })}>
            Show all senders
          </button>
        </p>
      )}
      {result && (
        <Suspense fallback={null}>
          <BulkSummary result={result} onDismiss={() => setResult(null)} />
        </Suspense>
      )}

      {state.kind === 'loading' && <LoadingState text="Loading leads..." />}
      {state.kind === 'error' && <LoadFailed message={LEADS_LOAD_FAILED} onRetry={desk.retry} />}
      {data && data.items.length === 0 && <DeskEmpty what="leads" filtered={desk.filtered} onClear={desk.clearFilters} />}
      {data && data.items.length > 0 && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-slate-700">
              {data.total.toLocaleString('en-US')} {data.total === 1 ? 'lead' : 'leads'}
              {data.pages > 1 && ` · page ${query.page} of ${data.pages}`}
            </p>
            <button type="button" className="btn btn-outline min-h-9 px-3 py-1" onClick={exportAll} disabled={exporting}>
              {exporting ? 'Exporting...' : 'All matching (CSV)'}
            </button>
          </div>
          <DataTable
            caption="Leads"
            columns={cols}
            rows={data.items}
            rowKey={(l) => String(l.id)}
            rowLabel={(l) => `Lead from ${l.name || l.email}`}
            sort={{ key: query.sort, dir: query.dir }}
            onSort={({ key, dir }) => desk.change({ sort: key, dir })}
            onOpen={setOpen}
            selection={{ selected, onChange: select }}
          />
          <PageNav page={query.page} pages={data.pages} onPage={desk.setPage} labels={['Previous', 'Next']} />
        </>
      )}
      {shownIds.length > 0 && (
        <Suspense fallback={null}>
          <LeadBulkBar
            ids={shownIds.map(Number)}
            onClear={() => setSelected(new Set())}
            onDone={(r) => {
              setResult(r);
              setSelected(new Set());
              desk.refresh();
            }}
          />
        </Suspense>
      )}

      {open && user && (
        <Suspense fallback={null}>
          <LeadDialog
            lead={open}
            me={{ id: user.id, email: user.email }}
            onClose={() => setOpen(null)}
            onSaved={() => {
              setOpen(null);
              desk.refresh();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
