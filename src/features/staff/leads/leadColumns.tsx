// The leads desk's columns: when it came (and, while New, the time left against the 24-hour
// answer promise), who sent it (and how many requests that address made), what it is (an
// order or a seat links to its own desk), its status, its owner; each with its CSV value.
import { formatLongDate } from '#domain/shared/format';
import { answerDue, LEAD_VIEW_LABELS, leadViewOf, type LeadView } from '#domain/leads/leadDesk';
import { LEAD_TYPE_LABELS } from '#domain/leads/leads';
import type { Lead } from '#domain/leads/schemas';
import { REGISTRATION_STATUS_LABELS } from '#domain/school/sessions';
import type { Column } from '../../shared/ui/DataTable';
import { OrderStatusBadge } from '../../shared/orders/OrderStatusBadge';
import { languageColumn } from '../kit/language';

const BADGE: Record<Exclude<LeadView, 'order'>, string> = {
  new: 'bg-amber-100 text-amber-900',
  contacted: 'bg-brand-100 text-brand-800',
  closed: 'bg-green-100 text-green-900',
  spam: 'bg-slate-200 text-slate-800',
};

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
export const ownerName = (l: Lead) => (l.owner ? l.owner.name || l.owner.email : '');
const linkClass = 'font-medium text-brand-700 underline';

/** The 24-hour answer promise of a New lead: overdue ones say so in words, in bold red with a mark. */
function AnswerDue({ lead, now }: { lead: Lead; now: number }) {
  if (leadViewOf(lead) !== 'new') return null;
  const due = answerDue(lead.received_at, now);
  return due.overdue ? (
    <strong className="block text-red-800" data-overdue>
      <span aria-hidden="true">⚠ </span>
      {due.text}
    </strong>
  ) : (
    <span className="block text-slate-700">{due.text}</span>
  );
}

function What({ lead }: { lead: Lead }) {
  if (lead.order)
    return (
      <>
        <span className="block">Order lead</span>
        <a href={`/staff/orders?q=${encodeURIComponent(lead.order.reference)}`} className={`${linkClass} font-mono`}>
          {lead.order.reference}
          <span className="sr-only"> on the order desk</span>
        </a>
      </>
    );
  const seat = lead.registration;
  return (
    <>
      <span className="block">{LEAD_TYPE_LABELS[lead.type]}</span>
      {seat && (
        <a href={`/staff/sessions?session=${seat.session_id}&q=${encodeURIComponent(lead.email)}`} className={linkClass}>
          Registration: {REGISTRATION_STATUS_LABELS[seat.status]}
          <span className="sr-only"> on the sessions roster</span>
        </a>
      )}
      {(lead.subject || lead.product) && <span className="line-clamp-2 text-slate-700">{lead.subject || lead.product}</span>}
    </>
  );
}

export function leadColumns(now: number, onEmail: (email: string) => void, onOpen: (l: Lead) => void): Column<Lead>[] {
  return [
    {
      key: 'received_at',
      label: 'Received',
      sort: 'received_at',
      cell: (l) => (
        <>
          <span className="block sm:whitespace-nowrap">
            {formatLongDate(l.received_at)}, {time(l.received_at)}
          </span>
          <AnswerDue lead={l} now={now} />
        </>
      ),
      csv: (l) => l.received_at,
    },
    {
      key: 'name',
      label: 'From',
      sort: 'name',
      cell: (l) => (
        <>
          <span className="block font-semibold text-slate-900">{l.name || '—'}</span>
          <span className="block wrap-anywhere text-slate-700">{l.email}</span>
          {l.company && <span className="block text-slate-700">{l.company}</span>}
          {l.requests > 1 && (
            <button type="button" className={`${linkClass} min-h-6 text-left`} onClick={() => onEmail(l.email)}>
              {l.requests} requests<span className="sr-only"> from {l.email}: show them all</span>
            </button>
          )}
        </>
      ),
      csv: (l) => l.name,
    },
    { key: 'email', label: 'E-mail', csv: (l) => l.email },
    { key: 'phone', label: 'Phone', csv: (l) => l.phone },
    { key: 'company', label: 'Company', csv: (l) => l.company },
    { key: 'type', label: 'Request', sort: 'type', cell: (l) => <What lead={l} />, csv: (l) => LEAD_TYPE_LABELS[l.type] },
    { key: 'subject', label: 'Subject', csv: (l) => l.subject },
    languageColumn<Lead>(),
    {
      key: 'status',
      label: 'Status',
      sort: 'status',
      cell: (l) =>
        l.order ? (
          <OrderStatusBadge status={l.order.status} />
        ) : (
          <span className={`badge ${BADGE[l.status]}`}>{LEAD_VIEW_LABELS[l.status]}</span>
        ),
      csv: (l) => (l.order ? `order ${l.order.status}` : l.status),
    },
    { key: 'order', label: 'Order', csv: (l) => l.order?.reference ?? '' },
    { key: 'owner', label: 'Owner', cell: (l) => ownerName(l) || <span className="text-slate-600">No owner</span>, csv: ownerName },
    { key: 'requests', label: 'Requests from this e-mail', csv: (l) => l.requests },
    {
      key: 'open',
      label: 'Work on it',
      cell: (l) => (
        <button type="button" className="btn btn-outline min-h-9 px-3 py-1" onClick={() => onOpen(l)}>
          Open<span className="sr-only"> lead from {l.name || l.email}</span>
        </button>
      ),
    },
  ];
}
