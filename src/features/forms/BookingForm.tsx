// The booking form of a training session (/contact?type=session: "Join Session" and "Join the
// waitlist"), loaded only for such a link. It asks what a seat needs, sends it as every form
// does (the offline outbox included), then asks the API what became of the seat and says what
// happens next: the "Confirm my seat" e-mail and until when the seat waits for it, the
// place on the waitlist, or staff review (over the per-address limit).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { SeatRequest } from '#domain/school/schemas';
import { bookingFields } from '#domain/forms/booking';
import { ADDRESS_WINDOW_HOURS, HOLD_HOURS, SEATS_PER_ADDRESS } from '#domain/school/sessions';
import { formatHoldEnd } from '#domain/school/sessionTimes';
import { api } from '../../lib/api';
import { TextField } from '../shared/ui/Field';
import { LoadingState } from '../shared/ui/LoadStates';
import { useValidatedForm } from '../shared/useValidatedForm';
import type { ContactContext } from './contactPrefill';
import { FormOutcome, SubmitButton } from './FormOutcome';
import { bookingMessages, bookingSubmission } from './bookingSubmission';
import { useFormSubmit } from './useFormSubmit';

/** What was typed into the contact form's fields before the page knew it was a booking. */
export type TypedPerson = Partial<Record<keyof typeof bookingFields, string>>;

type Sent =
  { kind: 'checking'; email: string } | { kind: 'known'; email: string; seat: SeatRequest | null } | { kind: 'queued'; message: string };

const heldUntil = (seat: SeatRequest) => (seat.hold_expires_at ? formatHoldEnd(seat.hold_expires_at) : '');

/** The heading and text of what happens next, for the seat the API reports (null: it could not say). */
function nextSteps(seat: SeatRequest | null, email: string, course: string): [string, ReactNode] {
  const mailed = (
    <>
      We sent an e-mail to <strong className="[overflow-wrap:anywhere]">{email}</strong>
    </>
  );
  switch (seat?.status) {
    case 'pending':
      return [
        'Confirm your seat by e-mail',
        <>
          A seat in {course} is reserved for you. {mailed} with a “Confirm my seat” link: follow it before{' '}
          <strong>{heldUntil(seat)}</strong>, or the seat is released. Once you confirm, the seat is held for {HOLD_HOURS} hours while our
          team confirms your registration with a calendar invitation.
        </>,
      ];
    case 'waitlisted':
      return [
        `You are number ${seat.position} on the waitlist`,
        <>
          {course} is full, so you are on its waitlist. {mailed} with a link to confirm your address: follow it, because seats that free up
          are offered only to confirmed addresses, in waitlist order. We will e-mail you if a seat opens.
        </>,
      ];
    case 'review':
      return [
        'Your registration waits for staff review',
        <>
          No seat in {course} is held for you yet: at most {SEATS_PER_ADDRESS} seats of a session are held for one client address or company
          e-mail domain within {ADDRESS_WINDOW_HOURS} hours. Our team will review your registration and e-mail you: a seat if one is free,
          otherwise a place on the waitlist.
        </>,
      ];
    case 'held':
      return [
        'Your seat is held',
        <>Your seat is held until {heldUntil(seat)}. We will confirm it by e-mail with a calendar invitation.</>,
      ];
    case 'confirmed':
      return ['Your seat is confirmed', <>Your seat in {course} is confirmed. See you there.</>];
    case 'closed':
      return [
        'Registration is closed',
        <>This session is not open for registration, so no seat was reserved. Our team will contact you about other dates.</>,
      ];
    case undefined:
      return [
        'Your registration has been sent',
        <>{mailed} to acknowledge it. Our team will contact you within 24 hours about your seat.</>,
      ];
    default:
      return [
        'Your registration has been sent',
        <>No seat was reserved with this request. Our team will contact you about it within 24 hours.</>,
      ];
  }
}

function NextSteps({ sent, course, onAnother }: { sent: Sent; course: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent.kind !== 'checking') heading.current?.focus();
  }, [sent.kind]);
  if (sent.kind === 'checking') return <LoadingState text="Checking your seat..." />;
  const [title, text] = sent.kind === 'queued' ? ['Saved on this device', <>{sent.message}</>] : nextSteps(sent.seat, sent.email, course);
  return (
    <section aria-labelledby="booking-next-title" className="space-y-4" data-booking-next>
      <h2 id="booking-next-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
        {title}
      </h2>
      <p className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-slate-900">{text}</p>
      <div className="flex flex-wrap gap-3">
        <a href="/school?tab=sessions" className="btn btn-primary">
          See the training schedule
        </a>
        <button type="button" className="btn btn-outline" onClick={onAnother}>
          Register another person
        </button>
      </div>
    </section>
  );
}

const SEAT_BUTTON = { idle: 'Reserve my seat', busy: 'Reserving...' };
// A full session has no seat to reserve: the button says what the form does.
const WAITLIST_BUTTON = { idle: 'Join the waitlist', busy: 'Joining the waitlist...' };

interface Props {
  context: ContactContext;
  /** The session's details, as the plain form shows them. */
  details: ReactNode;
  typed: TypedPerson;
}

export default function BookingForm({ context, details, typed }: Props) {
  const { register, handleSubmit, reset, errors } = useValidatedForm(bookingFields, { defaults: typed });
  const { outcome, sending, submit, clearOutcome } = useFormSubmit(bookingMessages);
  const [sent, setSent] = useState<Sent | null>(null);
  const course = context.courseTitle ?? 'this session';

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit(bookingSubmission(values, context));
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
        Your details
      </h2>
      {details}
      {context.waitlist && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          This session is full. Send this form to join its waitlist: if a seat opens, we offer it by e-mail in the order people joined.
        </p>
      )}
      <FormOutcome outcome={outcome.kind === 'error' ? outcome : { kind: 'idle' }} success={null} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Full Name" required autoComplete="name" registration={register('name')} error={errors.name} />
        <TextField label="Email" required type="email" autoComplete="email" registration={register('email')} error={errors.email} />
        <TextField label="Phone" required type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone} />
        <TextField label="Company" optional autoComplete="organization" registration={register('company')} error={errors.company} />
      </div>
      <SubmitButton sending={sending} {...(context.waitlist ? WAITLIST_BUTTON : SEAT_BUTTON)} />
    </form>
  );
}
