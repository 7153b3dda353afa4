// /confirm-seat?token=…: the "Confirm my seat" link of a session registration's
// acknowledgement. It confirms the e-mail address with the API and says what that did: the
// seat is held, the waitlist place kept, or the link no longer works.
import { useCallback, useEffect, useState } from 'react';
import { fill } from '#domain/i18n/fill';
import { localePath, type Lang } from '#domain/i18n/locales';
import type { SeatConfirmation } from '#domain/school/schemas';
import { formatLongDate } from '#domain/shared/format';
import { formatHoldEnd } from '#domain/school/sessionTimes';
import { api, ApiError } from '../../lib/api';
import { IslandBoundary } from '../shared/IslandBoundary';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { linkToken } from '../shared/oneTimeLink';
import { ErrorBanner } from '../shared/ui/Banners';
import { LoadFailed, LoadingState } from '../shared/ui/LoadStates';

type View = { kind: 'loading' } | { kind: 'done'; answer: SeatConfirmation } | { kind: 'invalid' } | { kind: 'failed' };

function Outcome({ answer: a, lang }: { answer: SeatConfirmation; lang: Lang }) {
  const words = useMessages('school').confirmSeat;
  const [from, to] = [formatLongDate(a.start_date, lang), formatLongDate(a.end_date, lang)];
  const session = `${a.course_title}, ${a.end_date !== a.start_date ? fill(words.dateRange, { from, to }) : from}`;
  if (a.status === 'waitlisted') return <p>{fill(words.waitlisted, { n: a.position ?? '', session })}</p>;
  if (a.status === 'confirmed') return <p>{fill(words.confirmed, { session })}</p>;
  return <p>{fill(words.held, { session, until: a.hold_expires_at ? formatHoldEnd(a.hold_expires_at, lang) : '' })}</p>;
}

function ConfirmSeatScreen({ lang }: { lang: Lang }) {
  const words = useMessages('school').confirmSeat;
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
        <h1 className="text-2xl font-bold text-slate-900">{words.title}</h1>
        {view.kind === 'loading' && <LoadingState text={words.confirming} />}
        {view.kind === 'done' && <Outcome answer={view.answer} lang={lang} />}
        {view.kind === 'invalid' && <ErrorBanner message={words.invalid} />}
        {view.kind === 'failed' && <LoadFailed message={words.failed} onRetry={() => void confirm()} />}
        <p className="text-sm text-slate-700">
          <a href={localePath('/school', lang)} className="font-semibold text-brand-700 underline">
            {words.seeSchedule}
          </a>
        </p>
      </div>
    </div>
  );
}

export default function ConfirmSeatIsland({ lang, messages }: { lang: Lang; messages: IslandMessages }) {
  return (
    <IslandBoundary messages={messages}>
      <ConfirmSeatScreen lang={lang} />
    </IslandBoundary>
  );
}
