// The session roster: every training session with its live seats; per session the
// registrations with Confirm, Decline and Offer seat (the first on the waitlist, when a seat is free).
import { useEffect, useState } from 'react';
import { toast } from '../shared/toast';
import { formatLongDate } from '../../domain/format';
import {
  REGISTRATION_STATUS_LABELS,
  seatsLeft,
  type Registration,
  type RegistrationStatus,
  type RosterSession,
} from '../../domain/sessions';
import { failureWithReason } from '../auth/failureWithReason';
import { StaffDeskLinks } from './StaffGate';
import {
  changeRegistration,
  fetchRegistrations,
  fetchRosterSessions,
  REGISTRATION_CHANGE_FAILED,
  REGISTRATIONS_LOAD_FAILED,
  SESSIONS_LOAD_FAILED,
  type RegistrationAction,
} from './sessionsApi';
import { LoadFailed, LoadingState } from '../shared/ui/LoadStates';
import { useLoad } from '../shared/useLoad';

const BADGE: Record<RegistrationStatus, string> = {
  pending: 'bg-orange-100 text-orange-900',
  held: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  waitlisted: 'bg-brand-100 text-brand-800',
  declined: 'bg-slate-200 text-slate-800',
  expired: 'bg-red-100 text-red-900',
};
const DONE: Record<RegistrationAction, string> = {
  confirmed: 'Seat confirmed; the calendar invitation is on its way.',
  declined: 'Registration declined.',
  held: 'Seat offered; the person has been e-mailed.',
};

const timeLeft = (until: string | null) => {
  if (!until) return '';
  const hours = Math.max(0, Math.round((Date.parse(until) - Date.now()) / 3_600_000));
  return hours >= 1 ? `${hours} h left` : 'expires within the hour';
};

function Registrations({ session, onChanged }: { session: RosterSession; onChanged: () => void }) {
  const [list, setList] = useState<Registration[] | 'loading' | 'error'>('loading');
  const [busy, setBusy] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    fetchRegistrations(session.id).then(setList, () => setList('error'));
  }, [session.id, version]);

  const act = async (r: Registration, to: RegistrationAction) => {
    setBusy(r.id);
    try {
      await changeRegistration(r.id, to);
      toast.success(DONE[to]);
      setVersion((v) => v + 1);
      onChanged();
    } catch (error) {
      toast.error(failureWithReason(error, REGISTRATION_CHANGE_FAILED));
    } finally {
      setBusy(null);
    }
  };

  if (list === 'loading') return <LoadingState text="Loading registrations..." />;
  if (list === 'error')
    return (
      <p role="alert" className="p-4 text-red-800">
        {REGISTRATIONS_LOAD_FAILED}
      </p>
    );
  if (!list.length) return <p className="p-4 text-slate-700">No registrations from the site yet.</p>;
  const free = seatsLeft(session) > 0;
  const firstWaiting = list.find((r) => r.status === 'waitlisted');
  return (
    <ul className="divide-y divide-slate-200" aria-label={`Registrations for ${session.course_title}`}>
      {list.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4 sm:px-6" data-registration={r.email}>
          <div className="min-w-0 flex-1 basis-56">
            <p className="font-semibold text-slate-900">{r.name}</p>
            <p className="break-all text-sm text-slate-700">
              {r.email}
              {r.phone && ` · ${r.phone}`}
              {r.company && ` · ${r.company}`}
            </p>
          </div>
          <span className={`badge ${BADGE[r.status]}`}>
            {REGISTRATION_STATUS_LABELS[r.status]}
            {r.status === 'waitlisted' && ` #${r.position}`}
            {(r.status === 'held' || r.status === 'pending') && `, ${timeLeft(r.hold_expires_at)}`}
          </span>
          <div className="flex flex-wrap gap-2">
            {r.status === 'held' && (
              <button type="button" className="btn btn-primary" disabled={busy === r.id} onClick={() => act(r, 'confirmed')}>
                Confirm<span className="sr-only"> {r.name}</span>
              </button>
            )}
            {(r.status === 'pending' || r.status === 'held' || r.status === 'confirmed' || r.status === 'waitlisted') && (
              <button type="button" className="btn btn-outline" disabled={busy === r.id} onClick={() => act(r, 'declined')}>
                Decline<span className="sr-only"> {r.name}</span>
              </button>
            )}
            {r.id === firstWaiting?.id && free && (
              <button type="button" className="btn btn-primary" disabled={busy === r.id} onClick={() => act(r, 'held')}>
                Offer seat<span className="sr-only"> to {r.name}</span>
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function SessionRow({ session, onChanged }: { session: RosterSession; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const panel = `registrations-${session.id}`;
  return (
    <li className="card overflow-hidden" data-session={session.id}>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 p-4 sm:px-6">
        <div className="min-w-0 flex-1 basis-64">
          <p className="font-semibold text-slate-900">{session.course_title}</p>
          <p className="text-sm text-slate-700">
            {formatLongDate(session.start_date)} - {formatLongDate(session.end_date)} · {session.location}
          </p>
        </div>
        <dl className="grid grid-cols-4 gap-4 text-sm">
          <div>
            <dt className="text-slate-600">Taken</dt>
            <dd className="text-lg font-bold text-slate-900">{session.taken}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Held</dt>
            <dd className="text-lg font-semibold text-slate-900">{session.held}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Waitlist</dt>
            <dd className="text-lg text-slate-900">{session.waitlisted}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Seats</dt>
            <dd className="text-lg text-slate-900">{session.max_participants}</dd>
          </div>
        </dl>
        <span className="badge bg-slate-100 text-slate-800">{session.status.charAt(0).toUpperCase() + session.status.slice(1)}</span>
        <button type="button" className="btn btn-outline" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
          Registrations
          <span className="sr-only">
            {' '}
            for {session.course_title}, {formatLongDate(session.start_date)}
          </span>
        </button>
      </div>
      <div id={panel} hidden={!open} className="border-t border-slate-200">
        {open && <Registrations session={session} onChanged={onChanged} />}
      </div>
    </li>
  );
}

export function SessionRoster() {
  const { state, retry, refresh } = useLoad(fetchRosterSessions);

  return (
    <div className="space-y-6">
      <StaffDeskLinks current="sessions" />
      <div>
        <h1 className="section-title">Sessions</h1>
        <p className="mt-2 text-slate-700">
          Seats of every training session. A registration holds its seat for 72 hours: confirm it (the student gets a calendar invitation)
          or decline it; an unconfirmed hold expires and the seat goes to the waitlist.
        </p>
      </div>
      {state.kind === 'loading' && <LoadingState text="Loading sessions..." />}
      {state.kind === 'error' && <LoadFailed message={SESSIONS_LOAD_FAILED} onRetry={retry} />}
      {state.kind === 'ready' &&
        (state.data.length ? (
          <ul className="space-y-3">
            {state.data.map((s) => (
              <SessionRow key={s.id} session={s} onChanged={refresh} />
            ))}
          </ul>
        ) : (
          <p className="card p-8 text-center text-slate-800">No sessions are published yet.</p>
        ))}
    </div>
  );
}
