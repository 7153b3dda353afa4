// /confirm-seat?token=…: the "Confirm my seat" link of a session registration's
// acknowledgement. It confirms the e-mail address with the API and says what that did: the
// seat is held, the waitlist place kept, or the link no longer works.
import { useCallback, useEffect, useState } from 'react';
import type { SeatConfirmation } from '#domain/school/schemas';
import { formatLongDate } from '#domain/shared/format';
import { SEAT_LINK_INVALID } from '#domain/school/seatLink';
import { formatHoldEnd } from '#domain/school/sessionTimes';
import { api, ApiError } from '../../lib/api';
import { IslandBoundary } from '../shared/IslandBoundary';
import type { IslandMessages } from '../shared/useMessages';
import { linkToken } from '../shared/oneTimeLink';
import { ErrorBanner } from '../shared/ui/Banners';
import { LoadFailed, LoadingState } from '../shared/ui/LoadStates';

export const CONFIRM_FAILED = 'Could not confirm your seat. Please try again.';

type View = { kind: 'loading' } | { kind: 'done'; answer: SeatConfirmation } | { kind: 'invalid' } | { kind: 'failed' };

function Outcome({ answer: a }: { answer: SeatConfirmation }) {
  const session = `${a.course_title}, ${formatLongDate(a.start_date)}${a.end_date !== a.start_date ? ` to ${formatLongDate(a.end_date)}` : ''}`;
  if (a.status === 'waitlisted')
    return (
      <p>
        Thank you: your e-mail address is confirmed. You are number {a.position} on the waitlist for {session}. We will e-mail you if a seat
        opens.
      </p>
    );
  if (a.status === 'confirmed') return <p>Your seat in {session} is already confirmed. See you there.</p>;
  return (
    <p>
      Thank you: your e-mail address is confirmed. Your seat in {session} is held until{' '}
      {a.hold_expires_at && formatHoldEnd(a.hold_expires_at)}. We will confirm your registration by e-mail with a calendar invitation.
    </p>
  );
}

function ConfirmSeatScreen() {
  const [token] = useState(linkToken);
  const [view, setView] = useState<View>(token ? { kind: 'loading' } : { kind: 'invalid' });
  const confirm = useCallback(async () => {
    setView({ kind: 'loading' });
    try {
      setView({ kind: 'done', answer: await api.post<SeatConfirmation>('/school/registrations/confirm', { token }) });
    } catch (error) {
      setView(error instanceof ApiError && (error.status === 400 || error.status === 422) ? { kind: 'invalid' } : { kind: 'failed' });
    }
  }, [token]);
  useEffect(() => {
    if (token) void confirm();
  }, [token, confirm]);

  return (
    <div className="container-site flex justify-center py-10 sm:py-16">
      <div className="card w-full max-w-lg space-y-4 p-6 sm:p-8" aria-live="polite">
        <h1 className="text-2xl font-bold text-slate-900">Confirm my seat</h1>
        {view.kind === 'loading' && <LoadingState text="Confirming your seat..." />}
        {view.kind === 'done' && <Outcome answer={view.answer} />}
        {view.kind === 'invalid' && <ErrorBanner message={SEAT_LINK_INVALID} />}
        {view.kind === 'failed' && <LoadFailed message={CONFIRM_FAILED} onRetry={() => void confirm()} />}
        <p className="text-sm text-slate-700">
          <a href="/school" className="font-semibold text-brand-700 underline">
            See the training schedule
          </a>
        </p>
      </div>
    </div>
  );
}

export default function ConfirmSeatIsland({ messages }: { messages: IslandMessages }) {
  return (
    <IslandBoundary messages={messages}>
      <ConfirmSeatScreen />
    </IslandBoundary>
  );
}
