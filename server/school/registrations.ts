// The school's changes of a registration, each one transaction: the seat, its e-mail and its
// audit line commit together, or none of them does. The routes (routes.ts) parse and answer.
import type { RegistrationChange } from '#domain/orders/requests';
import type { RegistrationStatus } from '#domain/school/sessions';
import { recordAudit, type AuditOf } from '../audit/log';
import type { Db } from '../db';
import type { Deps } from '../deps';
import { outboxChanged } from '../mail/outboxSignal';
import type { SeatMail } from './mail';
import {
  bookByPhone,
  changeRegistration,
  confirmRegistration,
  expireHolds,
  type ChangeOutcome,
  type RegistrationRow,
  type SeatConfirmation,
} from './seats';

/** The "Confirm my seat" link followed; audited when it changed the registration. */
export const confirmSeat = (db: Db, tokenHash: string, audit: AuditOf<RegistrationRow>): Promise<SeatConfirmation> =>
  db.transaction(async (tx) => {
    const outcome = await confirmRegistration(tx, tokenHash);
    if (outcome.ok && outcome.changed) await recordAudit(tx, audit(outcome.registration));
    return outcome;
  });

/** Staff book a person who called (see bookByPhone); 'exists' is not audited. */
export const bookSeatByPhone = (db: Db, booking: Parameters<typeof bookByPhone>[1], audit: AuditOf<RegistrationRow>) =>
  db.transaction(async (tx) => {
    const booked = await bookByPhone(tx, booking);
    if (booked && booked !== 'exists') await recordAudit(tx, audit(booked));
    return booked;
  });

/** The e-mail a staff change sends: a confirmation, a seat offered, or a reviewed registration's outcome. */
function mailFor(from: RegistrationStatus, to: RegistrationStatus): SeatMail | null {
  if (to === 'confirmed') return 'session_confirmed';
  if (to === 'held') return 'seat_offered';
  return from === 'review' ? 'registration_reviewed' : null;
}

export type RegistrationChanged = Extract<ChangeOutcome, { ok: true }>;

/** A staff action on one registration (see changeRegistration), e-mailed when it moved; audited unless refused. */
export async function changeRegistrationByStaff(
  { db, sessions, seatMail }: Pick<Deps, 'db' | 'sessions' | 'seatMail'>,
  id: number,
  to: RegistrationChange,
  audit: AuditOf<RegistrationChanged>,
): Promise<ChangeOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const result = await changeRegistration(tx, id, to);
    if (!result.ok) return result;
    const { registration, previous } = result;
    if (previous !== registration.status) {
      const mail = mailFor(previous, registration.status);
      if (mail) await seatMail(tx, mail, registration, sessions.byId(registration.session_id)!);
    }
    await recordAudit(tx, audit(result));
    return result;
  });
  if (outcome.ok && outcome.previous !== outcome.registration.status) outboxChanged();
  return outcome;
}

/** Expires holds past their time and offers the freed seats to the waitlist, e-mailing each person. */
export async function sweepHolds(
  { db, sessions, seatMail }: Pick<Deps, 'db' | 'sessions' | 'seatMail'>,
  now = new Date(),
): Promise<number> {
  return db
    .transaction(async (tx) => {
      const offered = await expireHolds(tx, now);
      for (const r of offered) {
        const session = sessions.byId(r.session_id);
        if (session) await seatMail(tx, 'seat_offered', r, session);
      }
      return offered.length;
    })
    .then((n) => {
      if (n) outboxChanged();
      return n;
    });
}

/** Sweeps holds every minute (a hold expires within a minute of its time). */
export function startHoldSweeps(deps: Pick<Deps, 'db' | 'sessions' | 'seatMail'>, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    sweepHolds(deps).catch((err) => console.error(JSON.stringify({ level: 'error', msg: 'hold sweep failed', error: String(err) })));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
