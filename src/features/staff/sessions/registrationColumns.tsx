// The columns of the sessions desk's registrations table (and of its CSV export): who, which
// session, the status with its waitlist place or time left, where it came from, and the
// actions a registration allows (Confirm, Decline, Offer seat to the first on the waitlist;
// Approve or Decline one over the per-address limit).
import { formatLongDate } from '#domain/shared/format';
import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from '#domain/school/sessions';
import type { Registration, RosterSession } from '#domain/school/schemas';
import type { Column } from '../../shared/ui/DataTable';
import type { RegistrationAction } from './sessionsApi';
import { languageColumn } from '../kit/language';

const BADGE: Record<RegistrationStatus, string> = {
  pending: 'bg-orange-100 text-orange-900',
  review: 'bg-red-100 text-red-900',
  held: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  waitlisted: 'bg-brand-100 text-brand-800',
  declined: 'bg-slate-200 text-slate-800',
  expired: 'bg-red-100 text-red-900',
};
export const SOURCE_LABELS = { site: 'Site', phone: 'By phone' } as const;

const timeLeft = (until: string | null) => {
  if (!until) return '';
  const hours = Math.max(0, Math.round((Date.parse(until) - Date.now()) / 3_600_000));
  return hours >= 1 ? `${hours} h left` : 'expires within the hour';
};

export const statusText = (r: Registration) =>
  REGISTRATION_STATUS_LABELS[r.status] +
  (r.status === 'waitlisted' ? ` #${r.position}` : '') +
  (r.status === 'held' || r.status === 'pending' ? `, ${timeLeft(r.hold_expires_at)}` : '');

export const sessionLabel = (s: RosterSession) => `${s.course_title}, ${formatLongDate(s.start_date)}`;

export interface RowActions {
  busy: number | null;
  /** Offer seat: the registration first on its session's waitlist while that session has a free seat. */
  canOffer: (r: Registration) => boolean;
  act: (r: Registration, to: RegistrationAction) => void;
}

function Actions({ r, busy, canOffer, act }: RowActions & { r: Registration }) {
  const button = (to: RegistrationAction, label: string, primary: boolean, sr: string) => (
    <button
      type="button"
      className={`btn ${primary ? 'btn-primary' : 'btn-outline'} min-h-9 px-3 py-1`}
      disabled={busy === r.id}
      onClick={() => act(r, to)}
    >
      {label}
      <span className="sr-only"> {sr}</span>
    </button>
  );
  return (
    <span className="flex flex-wrap gap-2">
      {r.status === 'held' && button('confirmed', 'Confirm', true, r.name)}
      {r.status === 'review' && button('held', 'Approve', true, r.name)}
      {['pending', 'review', 'held', 'confirmed', 'waitlisted'].includes(r.status) && button('declined', 'Decline', false, r.name)}
      {canOffer(r) && button('held', 'Offer seat', true, `to ${r.name}`)}
    </span>
  );
}

export function registrationColumns(sessionOf: (id: number) => RosterSession | undefined, actions: RowActions): Column<Registration>[] {
  const session = (r: Registration) => sessionOf(r.session_id);
  return [
    {
      key: 'name',
      label: 'Name',
      sort: 'name',
      cell: (r) => (
        <>
          <span className="block font-semibold text-slate-900">{r.name}</span>
          {r.company && <span className="block text-slate-700">{r.company}</span>}
        </>
      ),
      csv: (r) => r.name,
    },
    { key: 'company', label: 'Company', csv: (r) => r.company },
    {
      key: 'contact',
      label: 'Contact',
      cell: (r) => (
        <>
          <span className="block break-words">{r.email}</span>
          {r.phone && <span className="block whitespace-nowrap text-slate-700">{r.phone}</span>}
        </>
      ),
    },
    { key: 'email', label: 'E-mail', csv: (r) => r.email },
    { key: 'phone', label: 'Phone', csv: (r) => r.phone },
    {
      key: 'session',
      label: 'Session',
      sort: 'session',
      cell: (r) => {
        const s = session(r);
        return s ? (
          <>
            <span className="block text-slate-900">{s.course_title}</span>
            <span className="block whitespace-nowrap text-slate-700">{formatLongDate(s.start_date)}</span>
          </>
        ) : (
          `#${r.session_id}`
        );
      },
      csv: (r) => session(r)?.course_title ?? `#${r.session_id}`,
    },
    { key: 'session_start', label: 'Session start', csv: (r) => session(r)?.start_date ?? '' },
    {
      key: 'status',
      label: 'Status',
      sort: 'status',
      cell: (r) => <span className={`badge ${BADGE[r.status]}`}>{statusText(r)}</span>,
      csv: statusText,
    },
    { key: 'source', label: 'Booked', sort: 'source', cell: (r) => SOURCE_LABELS[r.source], csv: (r) => SOURCE_LABELS[r.source] },
    languageColumn<Registration>(),
    {
      key: 'created_at',
      label: 'Registered',
      sort: 'created_at',
      cell: (r) => <span className="whitespace-nowrap">{formatLongDate(r.created_at)}</span>,
      csv: (r) => r.created_at,
    },
    { key: 'actions', label: 'Actions', cell: (r) => <Actions r={r} {...actions} />, className: 'print:hidden' },
  ];
}
