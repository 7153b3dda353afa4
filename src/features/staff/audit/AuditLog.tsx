// The audit log desk: security events and staff actions in a table, newest first (or oldest),
// each detail read as a sentence with names, its target linked to the desk that shows it; by action, actor or target and days, all kept in the
// address; "Export CSV" saves the rows shown.
import { AUDIT_ACTION_LABELS, auditActions } from '#domain/audit/audit';
import type { AuditEvent } from '#domain/audit/schemas';
import type { SortDirection } from '#domain/shared/deskQuery';
import { formatCount, formatLongDate } from '#domain/shared/format';
import { type Column, DataTable, DeskFilters, DeskFrame, deskIsland, DeskSelect, ExportCsvButton, useDesk } from '../kit';
import { AUDIT_LOAD_FAILED, fetchAudit } from './auditApi';

const VIEW = { action: '', q: '', from: '', to: '', dir: 'desc' as SortDirection, page: '1' };
const time = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
const actionLabel = (e: AuditEvent) => AUDIT_ACTION_LABELS[e.action] ?? e.action;

const COLUMNS: Column<AuditEvent>[] = [
  {
    key: 'created_at',
    label: 'Time',
    sort: 'created_at',
    cell: (e) => (
      <span className="whitespace-nowrap">
        {formatLongDate(e.created_at)} {time(e.created_at)}
      </span>
    ),
    csv: (e) => e.created_at,
  },
  { key: 'action', label: 'Action', cell: (e) => <span className="font-medium text-slate-900">{actionLabel(e)}</span>, csv: actionLabel },
  { key: 'actor', label: 'Actor', cell: (e) => <span className="wrap-anywhere">{e.actor ?? '—'}</span>, csv: (e) => e.actor },
  { key: 'detail', label: 'What happened', cell: (e) => e.summary, csv: (e) => e.summary, className: 'min-w-64' },
  {
    key: 'target',
    label: 'Target',
    cell: (e) =>
      e.link && e.target ? (
        <a href={e.link} className="break-all font-mono text-xs underline">
          {e.target}
        </a>
      ) : (
        <span className="break-all font-mono text-xs">{e.target ?? '—'}</span>
      ),
    csv: (e) => e.target,
  },
  {
    key: 'client_ip',
    label: 'Address',
    cell: (e) => <span className="font-mono text-xs">{e.client_ip ?? '—'}</span>,
    csv: (e) => e.client_ip,
  },
];

function AuditLog() {
  const desk = useDesk(VIEW, fetchAudit);
  const { state, query } = desk;
  const data = state.kind === 'ready' ? state.data : null;

  return (
    <DeskFrame
      desk="audit"
      title="Audit Log"
      intro="Sign-ins, password and role changes, and every staff action, newest first."
      state={state}
      loading="Loading audit log..."
      failed={AUDIT_LOAD_FAILED}
      onRetry={desk.retry}
      paging={{ what: 'events', ...desk.paging }}
      view={(page) => (
        <>
          <p role="status" className="text-slate-700">
            {formatCount(page.total)} event{page.total === 1 ? '' : 's'}
            {page.pages > 1 && ` · page ${query.page} of ${page.pages}`}
          </p>
          <DataTable
            caption="Audit events"
            columns={COLUMNS}
            rows={page.items}
            rowKey={(e) => String(e.id)}
            rowLabel={(e) => `${actionLabel(e)}, ${e.summary}`}
            sort={{ key: 'created_at', dir: query.dir }}
            onSort={({ dir }) => desk.change({ dir })}
            rowData={(e) => ({ 'data-audit-action': e.action })}
          />
        </>
      )}
    >
      <DeskFilters searchLabel="Search by actor e-mail or target" {...desk.filterBar}>
        <DeskSelect
          label="Action"
          anyLabel="All actions"
          className="basis-56 max-sm:flex-1"
          options={auditActions.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
          {...desk.select('action')}
        />
        <ExportCsvButton file="audit" what="events" columns={COLUMNS} rows={data?.items ?? []} />
      </DeskFilters>
    </DeskFrame>
  );
}

export default deskIsland(AuditLog);
