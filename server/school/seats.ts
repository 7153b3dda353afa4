// Live seats of training sessions (tables session_seats, session_registrations). Every write
// first locks the session's seat row, then counts and writes: taken + held never passes the
// capacity, and the waitlist keeps the order people registered in. `now` is injectable so
// holds can be tested to expire.
import type { Session } from '#domain/content/schemas';
import { ownMailDomain } from '#domain/school/mailboxProviders';
import {
  ADDRESS_WINDOW_HOURS,
  HOLD_HOURS,
  PENDING_MINUTES,
  REVIEWS_PER_ADDRESS,
  SEATS_PER_ADDRESS,
  type RegistrationStatus,
} from '#domain/school/sessions';
import type { Registration } from '#domain/school/schemas';
import type { RegistrationChange } from '#domain/orders/requests';
import type { Lang } from '#domain/i18n/locales';
import type { Queryable } from '../db';

/** A registration row: the API's Registration, with the database's dates. */
export interface RegistrationRow extends Omit<Registration, 'hold_expires_at' | 'created_at' | 'updated_at'> {
  /** The language the person booked in: their seat e-mails are written in it. */
  lang: Lang;
  hold_expires_at: Date | null;
  outbox_id: number | null;
  client_ip: string;
  confirm_token_hash: string | null;
  email_confirmed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const iso = (d: Date) => new Date(d).toISOString();

/** A registration in the API's shape: ISO dates; its submission, client address and link stay inside. */
export const registrationJson = ({
  outbox_id: _submission,
  client_ip: _ip,
  confirm_token_hash: _link,
  email_confirmed_at: _confirmed,
  ...r
}: RegistrationRow): Registration => ({
  ...r,
  hold_expires_at: r.hold_expires_at && iso(r.hold_expires_at),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export interface SeatCounts {
  confirmed: number;
  held: number;
  /** Waiting for the person to confirm their e-mail address: counted as held. */
  pending: number;
  waitlisted: number;
  outside_taken: number;
  capacity: number;
}

const holdUntil = (now: Date) => new Date(now.getTime() + HOLD_HOURS * 3_600_000);
const pendingUntil = (now: Date) => new Date(now.getTime() + PENDING_MINUTES * 60_000);

/** Seat rows follow the content: seats taken outside the site, and the capacity. */
export async function seedSessionSeats(db: Queryable, sessions: Session[]): Promise<void> {
  if (!sessions.length) return;
  await db.query(
    `INSERT INTO session_seats (session_id, outside_taken, capacity)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[])
     ON CONFLICT (session_id) DO UPDATE SET outside_taken = EXCLUDED.outside_taken, capacity = EXCLUDED.capacity`,
    [sessions.map((s) => s.id), sessions.map((s) => s.current_participants), sessions.map((s) => s.max_participants)],
  );
}

/** Counts of every session (or one), by session id. */
export async function seatCounts(db: Queryable, sessionId?: number): Promise<Map<number, SeatCounts>> {
  const { rows } = await db.query<SeatCounts & { session_id: number }>(
    `SELECT s.session_id, s.outside_taken, s.capacity,
            count(r.id) FILTER (WHERE r.status = 'confirmed')::int AS confirmed,
            count(r.id) FILTER (WHERE r.status = 'held')::int AS held,
            count(r.id) FILTER (WHERE r.status = 'pending')::int AS pending,
            count(r.id) FILTER (WHERE r.status = 'waitlisted')::int AS waitlisted
       FROM session_seats s LEFT JOIN session_registrations r ON r.session_id = s.session_id
      WHERE $1::int IS NULL OR s.session_id = $1
      GROUP BY s.session_id`,
    [sessionId ?? null],
  );
  return new Map(rows.map(({ session_id, ...c }) => [session_id, c]));
}

const freeSeats = (c: SeatCounts) => c.capacity - c.outside_taken - c.confirmed - c.held - c.pending;

/** Locks the session's seat row and answers its counts (null: no such session). */
async function lockSeats(tx: Queryable, sessionId: number): Promise<SeatCounts | null> {
  const { rows } = await tx.query('SELECT 1 FROM session_seats WHERE session_id = $1 FOR UPDATE', [sessionId]);
  if (!rows.length) return null;
  return (await seatCounts(tx, sessionId)).get(sessionId)!;
}

async function waitlistPosition(tx: Queryable, r: RegistrationRow): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM session_registrations WHERE session_id = $1 AND status = 'waitlisted' AND id <= $2`,
    [r.session_id, r.id],
  );
  return rows[0].n;
}

export interface NewRegistration {
  sessionId: number;
  name: string;
  email: string;
  phone: string;
  company: string;
  outboxId: number | null;
  clientIp: string;
  /** The page's language (English when the client did not say). */
  lang?: Lang;
  /** The SHA-256 of the registration's "Confirm my seat" token, from its id. */
  confirmHash: (id: number) => string;
}

/**
 * The site's registrations of a session within ADDRESS_WINDOW_HOURS from this client address or
 * this e-mail domain (when it is someone's own): how many hold a seat or a waitlist place, and
 * how many wait for review. Read under the session's lock, so parallel registrations count each other.
 */
async function fromSameAddress(tx: Queryable, r: NewRegistration, now: Date): Promise<{ seats: number; reviews: number }> {
  const { rows } = await tx.query<{ seats: number; reviews: number }>(
    `SELECT count(*) FILTER (WHERE status IN ('pending', 'held', 'confirmed', 'waitlisted'))::int AS seats,
            count(*) FILTER (WHERE status = 'review')::int AS reviews
       FROM session_registrations
      WHERE session_id = $1 AND source = 'site' AND created_at > $2
        AND (client_ip = $3 OR lower(split_part(email, '@', 2)) = $4)`,
    [r.sessionId, new Date(now.getTime() - ADDRESS_WINDOW_HOURS * 3_600_000), r.clientIp, ownMailDomain(r.email)],
  );
  return rows[0];
}

/** What a new registration gets: a pending seat, a waitlist place, staff review, or nothing (null). */
function placeFor(counts: SeatCounts, same: { seats: number; reviews: number }): RegistrationStatus | null {
  if (same.seats < SEATS_PER_ADDRESS) return freeSeats(counts) > 0 ? 'pending' : 'waitlisted';
  return same.reviews < REVIEWS_PER_ADDRESS ? 'review' : null;
}

/**
 * A seat pending the e-mail's confirmation for PENDING_MINUTES while seats remain, else a
 * place on the waitlist. The same e-mail registering again for the session gets its first
 * registration back. Beyond SEATS_PER_ADDRESS from one client address or own e-mail domain,
 * a registration waits for staff review with no seat; beyond REVIEWS_PER_ADDRESS of those it
 * gets none (null). Run it in the transaction that stores the submission (its lock is held
 * until that commits).
 */
export async function registerForSession(tx: Queryable, r: NewRegistration, now = new Date()): Promise<RegistrationRow | null> {
  const counts = await lockSeats(tx, r.sessionId);
  if (!counts) return null;
  const { rows: existing } = await tx.query<RegistrationRow>(
    'SELECT * FROM session_registrations WHERE session_id = $1 AND lower(email) = lower($2)',
    [r.sessionId, r.email],
  );
  if (existing[0]) return withPosition(tx, existing[0]);
  const status = placeFor(counts, await fromSameAddress(tx, r, now));
  if (!status) return null;
  const { rows } = await tx.query<RegistrationRow>(
    `INSERT INTO session_registrations (session_id, name, email, phone, company, status, hold_expires_at, outbox_id, client_ip, lang, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $11, $10, $10) RETURNING *`,
    [
      r.sessionId,
      r.name,
      r.email,
      r.phone,
      r.company,
      status,
      status === 'pending' ? pendingUntil(now) : null,
      r.outboxId,
      r.clientIp,
      now,
      r.lang ?? 'en',
    ],
  );
  const { rows: linked } = await tx.query<RegistrationRow>(
    'UPDATE session_registrations SET confirm_token_hash = $2 WHERE id = $1 RETURNING *',
    [rows[0].id, r.confirmHash(Number(rows[0].id))],
  );
  return withPosition(tx, linked[0]);
}

const withPosition = async (db: Queryable, row: RegistrationRow): Promise<RegistrationRow> =>
  row.status === 'waitlisted' ? { ...row, position: await waitlistPosition(db, row) } : row;

export type SeatConfirmation = { ok: true; registration: RegistrationRow; changed: boolean } | { ok: false };

/**
 * The "Confirm my seat" link: a pending seat becomes held for HOLD_HOURS from now. A place on
 * the waitlist is kept, now offered seats as they free up, or held at once when a seat is
 * free that no confirmed person ahead on the waitlist is owed. A link already followed
 * answers the registration as it is; an unknown, expired or declined one is refused.
 */
export async function confirmRegistration(tx: Queryable, tokenHash: string, now = new Date()): Promise<SeatConfirmation> {
  const { rows: found } = await tx.query<{ session_id: number }>(
    'SELECT session_id FROM session_registrations WHERE confirm_token_hash = $1',
    [tokenHash],
  );
  if (!found[0]) return { ok: false };
  const counts = (await lockSeats(tx, found[0].session_id))!;
  const { rows } = await tx.query<RegistrationRow>('SELECT * FROM session_registrations WHERE confirm_token_hash = $1', [tokenHash]);
  const r = rows[0];
  const live = r.status === 'pending' && r.hold_expires_at !== null && new Date(r.hold_expires_at) > now;
  if (live || (r.status === 'waitlisted' && !r.email_confirmed_at)) {
    const { rows: ahead } = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM session_registrations
        WHERE session_id = $1 AND status = 'waitlisted' AND email_confirmed_at IS NOT NULL AND id < $2`,
      [r.session_id, r.id],
    );
    const hold = live || freeSeats(counts) > ahead[0].n;
    const { rows: changed } = await tx.query<RegistrationRow>(
      `UPDATE session_registrations SET status = $2, hold_expires_at = $3, email_confirmed_at = $4, updated_at = $4 WHERE id = $1 RETURNING *`,
      [r.id, hold ? 'held' : 'waitlisted', hold ? holdUntil(now) : null, now],
    );
    return { ok: true, registration: await withPosition(tx, changed[0]), changed: true };
  }
  if (['held', 'confirmed', 'waitlisted'].includes(r.status)) return { ok: true, registration: await withPosition(tx, r), changed: false };
  return { ok: false };
}

/** The registration that came with a relay submission, with its waitlist place. */
export async function registrationForSubmission(db: Queryable, outboxId: number): Promise<RegistrationRow | undefined> {
  const { rows } = await db.query<RegistrationRow>('SELECT * FROM session_registrations WHERE outbox_id = $1', [outboxId]);
  return rows[0] && withPosition(db, rows[0]);
}

/** Registrations of one session (or every one, by session): held and confirmed first, the waitlist in order, then the rest. */
export async function listRegistrations(db: Queryable, sessionId?: number): Promise<Registration[]> {
  const { rows } = await db.query<RegistrationRow>(
    `SELECT r.*, CASE WHEN r.status = 'waitlisted'
              THEN (row_number() OVER (PARTITION BY r.session_id, r.status = 'waitlisted' ORDER BY r.id))::int END AS position
       FROM session_registrations r WHERE $1::int IS NULL OR r.session_id = $1
      ORDER BY r.session_id, CASE r.status WHEN 'review' THEN 0 WHEN 'pending' THEN 0 WHEN 'held' THEN 0 WHEN 'confirmed' THEN 1 WHEN 'waitlisted' THEN 2 ELSE 3 END, r.id`,
    [sessionId ?? null],
  );
  return rows.map((r) => registrationJson(r.status === 'waitlisted' ? r : { ...r, position: undefined }));
}

/**
 * Staff book a person who called: under the same lock and capacity as the site's
 * registrations, a seat held for HOLD_HOURS while one is free, else a place on the waitlist.
 * Staff spoke to the person, so the address counts as confirmed (no "Confirm my seat" link);
 * a seat is offered to it from the waitlist like any other. The e-mail address may be empty (a
 * phone number is enough; no e-mail is sent then). 'exists' when the e-mail, or without one the
 * phone number, is already registered for the session; null when there is no such session.
 */
export async function bookByPhone(
  tx: Queryable,
  b: { sessionId: number; name: string; email: string; phone: string; company: string },
  now = new Date(),
): Promise<RegistrationRow | 'exists' | null> {
  const counts = await lockSeats(tx, b.sessionId);
  if (!counts) return null;
  const seat = freeSeats(counts) > 0;
  const { rows } = await tx.query<RegistrationRow>(
    `INSERT INTO session_registrations (session_id, name, email, phone, company, status, hold_expires_at, source, email_confirmed_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'phone', $8, $8, $8)
     ON CONFLICT DO NOTHING RETURNING *`,
    [b.sessionId, b.name, b.email, b.phone, b.company, seat ? 'held' : 'waitlisted', seat ? holdUntil(now) : null, now],
  );
  return rows[0] ? withPosition(tx, rows[0]) : 'exists';
}

/** What staff may do from each status: confirm or decline a hold, offer a seat to the waitlist, approve or decline one in review. */
const ALLOWED: Record<RegistrationChange, RegistrationStatus[]> = {
  confirmed: ['held'],
  declined: ['pending', 'review', 'held', 'confirmed', 'waitlisted'],
  held: ['review', 'waitlisted', 'expired', 'declined'],
};

export type ChangeOutcome =
  | { ok: true; registration: RegistrationRow; previous: RegistrationStatus }
  | { ok: false; reason: 'not_found' | 'not_allowed' | 'full'; status?: RegistrationStatus };

/**
 * A staff action on one registration, under the session's lock. Approving one in review (to
 * 'held') gives it a seat while one is free, else a place on the waitlist; staff vouched for
 * it, so its address counts as confirmed.
 */
export async function changeRegistration(tx: Queryable, id: number, to: RegistrationChange, now = new Date()): Promise<ChangeOutcome> {
  const { rows: found } = await tx.query<{ session_id: number }>('SELECT session_id FROM session_registrations WHERE id = $1', [id]);
  if (!found[0]) return { ok: false, reason: 'not_found' };
  const counts = (await lockSeats(tx, found[0].session_id))!;
  const { rows } = await tx.query<RegistrationRow>('SELECT * FROM session_registrations WHERE id = $1', [id]);
  const current = rows[0];
  if (current.status === to && to !== 'held') return { ok: true, registration: current, previous: current.status };
  if (!ALLOWED[to].includes(current.status)) return { ok: false, reason: 'not_allowed', status: current.status };
  const approving = current.status === 'review' && to === 'held';
  const status = approving && freeSeats(counts) <= 0 ? 'waitlisted' : to;
  if (status === 'held' && freeSeats(counts) <= 0) return { ok: false, reason: 'full', status: current.status };
  const { rows: changed } = await tx.query<RegistrationRow>(
    `UPDATE session_registrations SET status = $2, hold_expires_at = $3, updated_at = $4,
            email_confirmed_at = CASE WHEN $5 THEN coalesce(email_confirmed_at, $4) ELSE email_confirmed_at END
      WHERE id = $1 RETURNING *`,
    [id, status, status === 'held' ? holdUntil(now) : null, now, approving],
  );
  return { ok: true, registration: await withPosition(tx, changed[0]), previous: current.status };
}

/**
 * Holds and pending seats past their time expire, and each freed seat goes to the first
 * person on that session's waitlist whose e-mail address is confirmed. Answers the
 * registrations that were offered a seat (to e-mail them).
 */
export async function expireHolds(tx: Queryable, now = new Date()): Promise<RegistrationRow[]> {
  const { rows: due } = await tx.query<{ session_id: number }>(
    `SELECT DISTINCT session_id FROM session_registrations WHERE status IN ('held', 'pending') AND hold_expires_at <= $1 ORDER BY session_id`,
    [now],
  );
  const offered: RegistrationRow[] = [];
  for (const { session_id } of due) {
    await lockSeats(tx, session_id);
    await tx.query(
      `UPDATE session_registrations SET status = 'expired', updated_at = $2
        WHERE session_id = $1 AND status IN ('held', 'pending') AND hold_expires_at <= $2`,
      [session_id, now],
    );
    const counts = (await seatCounts(tx, session_id)).get(session_id)!;
    const free = freeSeats(counts);
    if (free <= 0) continue;
    const { rows } = await tx.query<RegistrationRow>(
      `UPDATE session_registrations SET status = 'held', hold_expires_at = $3, updated_at = $2
        WHERE id IN (SELECT id FROM session_registrations
                      WHERE session_id = $1 AND status = 'waitlisted' AND email_confirmed_at IS NOT NULL ORDER BY id LIMIT $4)
        RETURNING *`,
      [session_id, now, holdUntil(now), free],
    );
    offered.push(...rows);
  }
  return offered;
}
