// The leads desk: every submission that reached the team in a sortable table with tabs per
// status and their counts, a search, a type, an e-mail and a day range, all kept in the
// address. Checkouts are orders: they sit under "Orders" with the order's status, never New.
// Rows can be selected for a bulk status or owner change; Enter or "Open" works on one lead.
import { lazy, Suspense, useMemo, useState } from 'react';
import type { LeadBulkResult } from '#domain/leads/schemas';
import type { SortDirection } from '#domain/shared/deskQuery';
import { LEAD_VIEW_LABELS, leadViews, type LeadSortKey, type LeadView } from '#domain/leads/leadDesk';
import { LEAD_TYPE_LABELS, leadTypes, type LeadType } from '#domain/leads/leads';
import type { Lead } from '#domain/leads/schemas';
import type { Lang } from '#domain/i18n/locales';
import { toast } from '../../shared/toast';
import { useAuth } from '../../shared/session/useAuth';
import { DataTable, DeskFilters, DeskFrame, deskIsland, DeskSelect, ExportCsvButton, languageOptions, StatusTabs, useDesk } from '../kit';
import { leadColumns } from './leadColumns';
import { downloadLeadsCsv, fetchLeads, LEADS_EXPORT_FAILED, LEADS_LOAD_FAILED, type LeadsPage } from './leadsApi';

// One lead's dialog loads when a lead is opened; the bulk bar when the first lead is selected.
const LeadDialog = lazy(() => import('./LeadDialog').then((m) => ({ default: m.LeadDialog })));
const LeadBulkBar = lazy(() => import('./LeadBulkBar').then((m) => ({ default: m.LeadBulkBar })));
const BulkSummary = lazy(() => import('./LeadBulkBar').then((m) => ({ default: m.BulkSummary })));

const VIEW = {
  status: '' as LeadView | '',
  type: '' as LeadType | '',
  lang: '' as Lang | '',
  q: '',
  email: '',
  from: '',
  to: '',
  sort: 'received_at' as LeadSortKey,
  dir: 'desc' as SortDirection,
  page: '1',
};

const tabsOf = (data: LeadsPage | null) => [
  { value: '' as const, label: 'All', count: data ? Object.values(data.counts).reduce((a, b) => a + b, 0) : undefined },
  ...leadViews.map((v) => ({ value: v, label: LEAD_VIEW_LABELS[v], count: data?.counts[v] })),
];

function LeadsDesk() {
  const { user } = useAuth();
  const desk = useDesk(VIEW, fetchLeads);
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
    <DeskFrame
      desk="leads"
      title="Leads"
      intro="Every request the team received, newest first. We promise an answer within 24 hours: New leads show the time left. A checkout is an order: it is under Orders with the order’s status and handled on the order desk, not counted as New."
      aside={
        data && (
          <p className="badge bg-amber-100 text-base text-amber-900" data-new-count>
            {data.new_count} new{data.overdue_count > 0 && ` · ${data.overdue_count} overdue`}
          </p>
        )
      }
      state={state}
      loading="Loading leads..."
      failed={LEADS_LOAD_FAILED}
      onRetry={desk.retry}
      paging={{ what: 'leads', ...desk.paging }}
      view={(page) => (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-slate-700">
              {page.total.toLocaleString('en-US')} {page.total === 1 ? 'lead' : 'leads'}
              {page.pages > 1 && ` · page ${query.page} of ${page.pages}`}
            </p>
            <button type="button" className="btn btn-outline min-h-9 px-3 py-1" onClick={exportAll} disabled={exporting}>
              {exporting ? 'Exporting...' : 'All matching (CSV)'}
            </button>
          </div>
          <DataTable
            caption="Leads"
            columns={cols}
            rows={page.items}
            rowKey={(l) => String(l.id)}
            rowLabel={(l) => `Lead from ${l.name || l.email}`}
            sort={{ key: query.sort, dir: query.dir }}
            onSort={({ key, dir }) => desk.change({ sort: key, dir })}
            onOpen={setOpen}
            selection={{ selected, onChange: select }}
          />
        </>
      )}
      after={
        <>
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
        </>
      }
    >
      <StatusTabs
        label="Leads by status"
        tabs={tabsOf(data)}
        value={query.status}
        onChange={(status: LeadView | '') => desk.change({ status })}
      />
      <DeskFilters searchLabel="Search by name, e-mail, company or text" {...desk.filterBar}>
        <DeskSelect
          label="Type"
          anyLabel="All types"
          options={leadTypes.map((t) => ({ value: t, label: LEAD_TYPE_LABELS[t] }))}
          {...desk.select('type')}
        />
        <DeskSelect label="Language" anyLabel="All languages" options={languageOptions} {...desk.select('lang')} />
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
    </DeskFrame>
  );
}

export default deskIsland(LeadsDesk);
