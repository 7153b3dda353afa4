// The audit log desk: security events and staff actions in a table, newest first (or oldest),
// each detail read as a sentence; by action, actor or target and days, all kept in the
// address; "Export CSV" saves the rows shown.
import { AUDIT_ACTION_LABELS, auditActions, type AuditEvent } from '../../domain/audit';
import { formatCount, formatLongDate } from '../../domain/format';
import { Pagination } from '../catalogue/Pagination';
import { ExportCsvButton } from '../shared/ui/ExportCsvButton';
import { DeskSelect } from '../shared/ui/DeskSelect';
import { DataTable, type Column } from '../shared/ui/DataTable';
import { DeskEmpty } from '../shared/ui/DeskEmpty';
import { DeskFilters } from '../shared/ui/DeskFilters';
import { LoadFailed, LoadingState } from '../shared/ui/LoadStates';
import { AUDIT_LOAD_FAILED } from './auditApi';
import { StaffDeskLinks } from './StaffGate';
import { useAuditLog } from './useAuditLog';

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
    cell: (e) => <span className="break-all font-mono text-xs">{e.target ?? '—'}</span>,
    csv: (e) => e.target,
  },
  {
    key: 'client_ip',
    label: 'Address',
    cell: (e) => <span className="font-mono text-xs">{e.client_ip ?? '—'}</span>,
    csv: (e) => e.client_ip,
  },
];

export function AuditLog() {
  const desk = useAuditLog();
  const { state, query } = desk;
  const data = state.kind === 'ready' ? state.data : null;

  return (
    <div className="space-y-5">
      <StaffDeskLinks current="audit" />
      <div>
        <h1 className="section-title">Audit Log</h1>
        <p className="mt-2 text-slate-700">Sign-ins, password and role changes, and every staff action, newest first.</p>
      </div>
      <DeskFilters
        searchLabel="Search by actor e-mail or target"
        search={desk.search}
        onSearch={desk.setSearch}
        range={{ from: query.from, to: query.to }}
        onRange={(range) => desk.filter(range)}
      >
        <DeskSelect
          label="Action"
          name="action"
          anyLabel="All actions"
          className="basis-56 max-sm:flex-1"
          value={query.action}
          options={auditActions.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
          onChange={(action) => desk.filter({ action })}
        />
        <ExportCsvButton file="audit" what="events" columns={COLUMNS} rows={data?.items ?? []} />
      </DeskFilters>

      {state.kind === 'loading' && <LoadingState text="Loading audit log..." />}
      {state.kind === 'error' && <LoadFailed message={AUDIT_LOAD_FAILED} onRetry={desk.retry} />}
      {data && data.items.length === 0 && <DeskEmpty what="events" filtered={desk.filtered} onClear={desk.clearFilters} />}
      {data && data.items.length > 0 && (
        <>
          <p role="status" className="text-slate-700">
            {formatCount(data.total)} event{data.total === 1 ? '' : 's'}
            {data.pages > 1 && ` · page ${query.page} of ${data.pages}`}
          </p>
          <DataTable
            caption="Audit events"
            columns={COLUMNS}
            rows={data.items}
            rowKey={(e) => String(e.id)}
            rowLabel={(e) => `${actionLabel(e)}, ${e.summary}`}
            sort={{ key: 'created_at', dir: query.dir }}
            onSort={({ dir }) => desk.filter({ dir })}
            rowData={(e) => ({ 'data-audit-action': e.action })}
          />
          <Pagination page={query.page} pages={data.pages} onPage={desk.setPage} />
        </>
      )}
    </div>
  );
}
