// The sessions desk: every session registration in a sortable table, with counts per status as
// tabs, a session filter and a search, all kept in the address. Choosing a session shows its
// roster: live seats, the seats booked outside the site (a line each on the printed roster),
// "Add phone booking", "Print roster";
// "Export CSV" saves the rows shown.
import { lazy, Suspense, useCallback, useState } from 'react';
import type { SortDirection } from '#domain/shared/deskQuery';
import { formatLongDate } from '#domain/shared/format';
import { REGISTRATION_STATUS_LABELS, registrationStatuses, seatsLeft, type RegistrationStatus } from '#domain/school/sessions';
import type { Registration, RosterSession } from '#domain/school/schemas';
import { failureWithReason } from '../../../lib/failureWithReason';
import { toast } from '../../shared/toast';
import { DataTable, DeskFilters, DeskFrame, deskIsland, DeskSelect, ExportCsvButton, StatusTabs, useDesk } from '../kit';
import { OutsideBookings } from './OutsideBookings';
import { registrationColumns, sessionLabel, SOURCE_LABELS } from './registrationColumns';
import {
  changeRegistration,
  fetchSessionsDesk,
  REGISTRATION_CHANGE_FAILED,
  SESSIONS_LOAD_FAILED,
  type RegistrationAction,
  type SessionsDeskData,
} from './sessionsApi';

// The phone booking form (and the API's schema it checks with) loads when it is opened.
const PhoneBookingDialog = lazy(() => import('./PhoneBookingDialog').then((m) => ({ default: m.PhoneBookingDialog })));

const DONE: Record<RegistrationAction, string> = {
  confirmed: 'Seat confirmed; the calendar invitation is on its way.',
  declined: 'Registration declined.',
  held: 'Seat offered; the person has been e-mailed.',
};
/** Approving or declining a registration over the per-address limit: what became of it. */
const reviewed = (r: Registration) =>
  r.status === 'held'
    ? 'Registration approved: a seat is held and the person has been e-mailed.'
    : r.status === 'waitlisted'
      ? `Registration approved: the session is full, so it is number ${r.position} on the waitlist; the person has been e-mailed.`
      : 'Registration declined; the person has been e-mailed.';
const VIEW = { session: '', status: '' as RegistrationStatus | '', q: '', sort: 'session', dir: 'asc' as SortDirection };
/** Every session and registration at once: the desk searches, filters and sorts in memory. */
const loadAll = (_query: unknown, signal: AbortSignal) => fetchSessionsDesk(signal);

function sortRows(rows: Registration[], key: string, dir: string, sessionOf: (id: number) => RosterSession | undefined) {
  const value = (r: Registration): string | number =>
    key === 'session'
      ? `${sessionOf(r.session_id)?.start_date ?? ''} ${sessionOf(r.session_id)?.course_title ?? ''} ${r.session_id}`
      : key === 'status'
        ? registrationStatuses.indexOf(r.status)
        : key === 'source'
          ? SOURCE_LABELS[r.source]
          : key === 'created_at'
            ? r.created_at
            : r.name.toLowerCase();
  const sign = dir === 'desc' ? -1 : 1;
  const compare = (a: Registration, b: Registration) => {
    const [x, y] = [value(a), value(b)];
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
  };
  return [...rows].sort((a, b) => sign * compare(a, b) || a.id - b.id);
}

function RosterSummary({ session, onBook }: { session: RosterSession; onBook: () => void }) {
  const figures = [
    ['Seats', session.max_participants],
    ['Taken', session.taken],
    ['Held', session.held],
    ['Waitlist', session.waitlisted],
    ['Free', seatsLeft(session)],
  ] as const;
  return (
    <div className="card flex flex-wrap items-end gap-x-8 gap-y-4 p-4 sm:px-6" data-roster-summary>
      <div className="min-w-0 flex-1 basis-72">
        <h2 className="text-xl">{session.course_title}</h2>
        <p className="text-sm text-slate-700">
          {formatLongDate(session.start_date)} - {formatLongDate(session.end_date)} · {session.location}
        </p>
        <p className="mt-1 text-sm font-semibold text-slate-900" data-outside>
          Booked outside the site: {session.outside_taken}
        </p>
      </div>
      <dl className="grid grid-cols-5 gap-4 text-sm">
        {figures.map(([label, n]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-lg font-bold text-slate-900">{n}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2 print:hidden">
        <button type="button" className="btn btn-primary" onClick={onBook}>
          Add phone booking
        </button>
        <button type="button" className="btn btn-outline" onClick={() => window.print()}>
          Print roster
        </button>
      </div>
    </div>
  );
}

function SessionRoster() {
  const desk = useDesk(VIEW, loadAll, false);
  const { state, query: view, change: setView, refresh } = desk;
  const [busy, setBusy] = useState<number | null>(null);
  // null until first opened; then kept mounted so a closed form keeps what was typed.
  const [booking, setBooking] = useState<boolean | null>(null);
  const data: SessionsDeskData = state.kind === 'ready' ? state.data : { sessions: [], registrations: [] };
  const sessionOf = useCallback((id: number) => data.sessions.find((s) => s.id === id), [data.sessions]);
  const chosen = sessionOf(Number(view.session));

  const act = async (r: Registration, to: RegistrationAction) => {
    setBusy(r.id);
    try {
      const now = await changeRegistration(r.id, to);
      toast.success(r.status === 'review' ? reviewed(now) : DONE[to]);
      refresh();
    } catch (error) {
      toast.error(failureWithReason(error, REGISTRATION_CHANGE_FAILED));
    } finally {
      setBusy(null);
    }
  };
  const firstWaiting = new Map<number, number>();
  for (const r of data.registrations) if (r.status === 'waitlisted' && r.position === 1) firstWaiting.set(r.session_id, r.id);
  const canOffer = (r: Registration) => {
    const s = sessionOf(r.session_id);
    return firstWaiting.get(r.session_id) === r.id && !!s && seatsLeft(s) > 0;
  };
  const cols = registrationColumns(sessionOf, { busy, canOffer, act });

  const needle = desk.search.trim().toLowerCase();
  const found = data.registrations.filter(
    (r) =>
      (!chosen || r.session_id === chosen.id) &&
      (!needle || [r.name, r.email, r.phone, r.company].some((t) => t.toLowerCase().includes(needle))),
  );
  const shown = sortRows(
    found.filter((r) => !view.status || r.status === view.status),
    view.sort,
    view.dir,
    sessionOf,
  );
  const tabs = [
    { value: '' as const, label: 'All', count: found.length },
    ...registrationStatuses.map((s) => ({
      value: s,
      label: REGISTRATION_STATUS_LABELS[s],
      count: found.filter((r) => r.status === s).length,
    })),
  ];

  return (
    <DeskFrame
      desk="sessions"
      title="Sessions"
      intro="Registrations of every training session. A registration holds its seat for 72 hours: confirm it (the student gets a calendar invitation) or decline it; an unconfirmed hold expires and the seat goes to the waitlist. Beyond 2 seats of a session from one client address or company e-mail domain in 24 hours, a registration is marked “Over the per-address limit”: approve it (a seat, or the waitlist when full) or decline it. Choose a session for its roster."
      noPrint
      state={state}
      loading="Loading sessions..."
      failed={SESSIONS_LOAD_FAILED}
      onRetry={desk.retry}
      view={() => (
        <section className="space-y-4" aria-label={chosen ? `Roster of ${sessionLabel(chosen)}` : 'Registrations'} data-roster>
          {chosen && <RosterSummary session={chosen} onBook={() => setBooking(true)} />}
          <p role="status" className="text-slate-700 print:hidden">
            {shown.length} of {data.registrations.length} registrations
          </p>
          {shown.length === 0 ? (
            <p className="card p-8 text-center text-slate-800">
              {chosen && !desk.search && !view.status
                ? 'No registrations for this session yet.'
                : data.registrations.length
                  ? 'No registrations match.'
                  : 'No registrations yet.'}
            </p>
          ) : (
            <DataTable
              caption={chosen ? `Roster of ${sessionLabel(chosen)}` : 'Session registrations'}
              columns={cols}
              rows={shown}
              rowKey={(r) => String(r.id)}
              rowLabel={(r) => `${r.name}, ${REGISTRATION_STATUS_LABELS[r.status]}`}
              sort={{ key: view.sort, dir: view.dir }}
              onSort={({ key, dir }) => setView({ sort: key, dir })}
              onOpen={(r) => setView({ session: String(r.session_id) })}
            />
          )}
          {chosen && <OutsideBookings count={chosen.outside_taken} />}
        </section>
      )}
      after={
        chosen &&
        booking !== null && (
          <Suspense fallback={null}>
            <PhoneBookingDialog
              key={chosen.id}
              session={chosen}
              open={booking}
              onClose={() => setBooking(false)}
              onDone={() => {
                setBooking(null);
                refresh();
              }}
            />
          </Suspense>
        )
      }
    >
      <div className="space-y-5 print:hidden">
        <StatusTabs label="Registrations by status" tabs={tabs} value={view.status} onChange={(status) => setView({ status })} />
        <DeskFilters searchLabel="Search by name, e-mail, phone or company" {...desk.filterBar}>
          <DeskSelect
            label="Session"
            anyLabel="All sessions"
            className="min-w-0 flex-1 basis-72"
            options={data.sessions.map((s) => ({ value: s.id, label: `${sessionLabel(s)} · ${s.location}` }))}
            {...desk.select('session')}
          />
          <ExportCsvButton file={chosen ? `roster-${chosen.id}` : 'registrations'} what="registrations" columns={cols} rows={shown} />
        </DeskFilters>
      </div>
    </DeskFrame>
  );
}

export default deskIsland(SessionRoster);
