// The booking form of a training session (/contact?type=session: "Join Session" and "Join the
// waitlist"), loaded only for such a link. It asks what a seat needs, sends it as every form
// does (the offline outbox included), then asks the API what became of the seat and says what
// happens next: the "Confirm my seat" e-mail and until when the seat waits for it, the
// place on the waitlist, or staff review (over the per-address limit).
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fill } from '#domain/i18n/fill';
import { localePath, pathLang, type Lang } from '#domain/i18n/locales';
import type { Messages } from '#domain/i18n/messages/types';
import type { SeatRequest } from '#domain/school/schemas';
import { bookingFields } from '#domain/forms/booking';
import { ADDRESS_WINDOW_HOURS, HOLD_HOURS, SEATS_PER_ADDRESS } from '#domain/school/sessions';
import { formatHoldEnd } from '#domain/school/sessionTimes';
import { api } from '../../lib/api';
import { LoadingState } from '../shared/ui/LoadStates';
import { useMessages } from '../shared/useMessages';
import { useValidatedForm } from '../shared/useValidatedForm';
import type { ContactContext } from './contactKind';
import { FormOutcome, SubmitButton } from './FormOutcome';
import { PersonFields } from './PersonFields';
import { bookingMessages, bookingSubmission } from './bookingSubmission';
import { useFormSubmit } from './useFormSubmit';

/** What was typed into the contact form's fields before the page knew it was a booking. */
export type TypedPerson = Partial<Record<keyof typeof bookingFields, string>>;

type Sent =
  { kind: 'checking'; email: string } | { kind: 'known'; email: string; seat: SeatRequest | null } | { kind: 'queued'; message: string };

type BookingWords = Messages['forms']['booking'];

/** A sentence with the e-mail address (in bold) and the other values filled in. */
function sentence(template: string, values: Record<string, string | number>, mailed?: ReactNode): ReactNode {
  return template.split(/\{(\w+)\}/).map((part, i) => {
    if (i % 2 === 0) return part;
    if (part === 'mailed') return <span key={i}>{mailed}</span>;
    return part === 'until' ? <strong key={i}>{values.until}</strong> : String(values[part] ?? '');
  });
}

/** The heading and text of what happens next, for the seat the API reports (null: it could not say). */
function nextSteps(seat: SeatRequest | null, email: string, course: string, words: BookingWords, lang: Lang): [string, ReactNode] {
  const [before, after] = words.mailed.split('{email}');
  const mailed = (
    <>
      {before}
      <strong className="[overflow-wrap:anywhere]">{email}</strong>
      {after}
    </>
  );
  const until = seat?.hold_expires_at ? formatHoldEnd(seat.hold_expires_at, lang) : '';
  const say = (template: string, values: Record<string, string | number> = {}) => sentence(template, { course, until, ...values }, mailed);
  switch (seat?.status) {
    case 'pending':
      return [words.pendingTitle, say(words.pending, { hours: HOLD_HOURS })];
    case 'waitlisted':
      return [fill(words.waitlistedTitle, { n: seat.position ?? '' }), say(words.waitlisted)];
    case 'review':
      return [words.reviewTitle, say(words.review, { seats: SEATS_PER_ADDRESS, hours: ADDRESS_WINDOW_HOURS })];
    case 'held':
      return [words.heldTitle, fill(words.held, { until })];
    case 'confirmed':
      return [words.confirmedTitle, fill(words.confirmed, { course })];
    case 'closed':
      return [words.closedTitle, words.closed];
    case undefined:
      return [words.sentTitle, say(words.sentUnknown)];
    default:
      return [words.sentTitle, words.sentNoSeat];
  }
}

function NextSteps({ sent, course, lang, onAnother }: { sent: Sent; course: string; lang: Lang; onAnother: () => void }) {
  const words = useMessages('forms').booking;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent.kind !== 'checking') heading.current?.focus();
  }, [sent.kind]);
  if (sent.kind === 'checking') return <LoadingState text={words.checking} />;
  const [title, text] =
    sent.kind === 'queued' ? [words.savedOnDevice, <>{sent.message}</>] : nextSteps(sent.seat, sent.email, course, words, lang);
  return (
    <section aria-labelledby="booking-next-title" className="space-y-4" data-booking-next>
      <h2 id="booking-next-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
        {title}
      </h2>
      <p className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-slate-900">{text}</p>
      <div className="flex flex-wrap gap-3">
        <a href={`${localePath('/school', lang)}?tab=sessions`} className="btn btn-primary">
          {words.seeSchedule}
        </a>
        <button type="button" className="btn btn-outline" onClick={onAnother}>
          {words.registerAnother}
        </button>
      </div>
    </section>
  );
}

interface Props {
  context: ContactContext;
  /** The session's details, as the plain form shows them. */
  details: ReactNode;
  typed: TypedPerson;
}

export default function BookingForm({ context, details, typed }: Props) {
  const words = useMessages('forms').booking;
  const { register, handleSubmit, reset, errors } = useValidatedForm(bookingFields, { defaults: typed });
  const { outcome, sending, submit, clearOutcome } = useFormSubmit(useMemo(() => bookingMessages(words), [words]));
  const [sent, setSent] = useState<Sent | null>(null);
  const course = context.courseTitle ?? words.thisSession;
  // The form is shown only once hydrated (it is loaded for a session link): the address is known.
  const lang = pathLang(location.pathname);

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit(bookingSubmission(values, context, lang));
    if (!result) return;
    if (result.queued || !result.reference) {
      setSent(result.queued ? { kind: 'queued', message: result.message } : { kind: 'known', email: values.email, seat: null });
      return;
    }
    setSent({ kind: 'checking', email: values.email });
    // The relay keeps the seat with the team's message; the API tells which one it was.
    const seat = await api.post<SeatRequest>('/school/registrations/status', { reference: result.reference }).catch(() => null);
    setSent({ kind: 'known', email: values.email, seat });
  });

  if (sent)
    return (
      <NextSteps
        sent={sent}
        course={course}
        lang={lang}
        onAnother={() => {
          reset();
          clearOutcome();
          setSent(null);
        }}
      />
    );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="booking-form-title" data-booking-form>
      <h2 id="booking-form-title" className="text-2xl font-bold text-slate-900">
        {words.yourDetails}
      </h2>
      {details}
      {context.waitlist && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">{words.waitlistNote}</p>
      )}
      <FormOutcome outcome={outcome.kind === 'error' ? outcome : { kind: 'idle' }} success={null} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields register={register} errors={errors} phoneRequired companyRequired={false} />
      </div>
      <SubmitButton
        sending={sending}
        {...(context.waitlist ? { idle: words.joinWaitlist, busy: words.joiningWaitlist } : { idle: words.reserve, busy: words.reserving })}
      />
    </form>
  );
}
