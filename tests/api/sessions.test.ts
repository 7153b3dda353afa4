// Training sessions with real seats: live counts, holds, the waitlist in order, one
// registration per e-mail, expiry with an injected clock, the roster's actions with their
// e-mails (the confirmation's calendar invitation parsed with ical.js), and no overbooking.
import ICAL from 'ical.js';
import { emailDefaults } from '#domain/mail/emailDefaults';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { confirmRegistration, registerForSession, type NewRegistration } from '#server/school/seats';
import { sweepHolds } from '#server/school/registrations';
import { seatMailer } from '#server/school/mail';
import { loadSessions } from '#server/school/sessions';
import { PG_URL, setup, SETUP_TIMEOUT, type Harness } from './helpers';
import { decoded, mimePart, missingFromParts, startSmtpServer, startTestMailWorker } from './smtp-server';

const TEAM = 'school@fiber.test';
let h: Harness;
let admin: string;
let customer: string;
beforeAll(async () => {
  h = await setup({
    env: { TEAM_EMAIL: TEAM },
    sessions: [
      { id: 1, start_date: '2099-03-02', end_date: '2099-03-04', current_participants: 2, max_participants: 5 },
      { id: 2, start_date: '2000-01-10', end_date: '2000-01-11' },
      { id: 3, start_date: '2020-01-10', end_date: '2099-12-31' },
      { id: 4, start_date: '2099-05-01', end_date: '2099-05-01', status: 'cancelled' },
      { id: 5, start_date: '2099-06-01', end_date: '2099-06-02', max_participants: 10 },
      { id: 6, start_date: '2099-07-06', end_date: '2099-07-07', max_participants: 2 },
      { id: 7, start_date: '2099-08-03', end_date: '2099-08-03', max_participants: 1 },
      { id: 8, start_date: '2099-09-07', end_date: '2099-09-08', current_participants: 14, max_participants: 16 },
      { id: 9, start_date: '2099-10-05', end_date: '2099-10-06', max_participants: 12 },
      { id: 10, start_date: '2099-11-02', end_date: '2099-11-03', max_participants: 6 },
    ],
  });
  admin = (await h.user({ role: 'admin' })).token;
  customer = (await h.user()).token;
}, SETUP_TIMEOUT);
afterAll(() => h?.close());

let n = 0;
const person = (sessionId: number, over: Partial<NewRegistration> = {}): NewRegistration => ({
  sessionId,
  name: `Student ${++n}`,
  // A domain of its own each: the per-address limit (2 seats per client address or own domain) stays out of these tests.
  email: `student${n}.${Date.now().toString(36)}@school${n}.example.com`,
  phone: '2105550100',
  company: 'Splice Co',
  outboxId: null,
  clientIp: `10.9.0.${n}`,
  confirmHash: (id) => `hash-of-${id}`,
  ...over,
});
/** Registers and follows the "Confirm my seat" link at the same moment: a seat is then held, a waitlist place kept. */
const register = async (r: NewRegistration, now?: Date) => {
  const row = await h.db.transaction((tx) => registerForSession(tx, r, now));
  if (!row?.confirm_token_hash || !['pending', 'waitlisted'].includes(row.status)) return row;
  const followed = await h.db.transaction((tx) => confirmRegistration(tx, row.confirm_token_hash!, now));
  return followed.ok ? followed.registration : row;
};
const live = async (id: number) => (await h.request('GET', '/school/sessions')).body.find((s: { id: number }) => s.id === id);
const patch = (id: number, status: string, token = admin) => h.request('PATCH', `/admin/registrations/${id}`, { token, body: { status } });
const deps = () => ({ db: h.db, sessions: loadSessions(h.env.CONTENT_DIR), seatMail: seatMailer(h.config) });

describe('GET /school/sessions', () => {
  test('every session with live counts, cacheable for 30 s, status from the dates unless cancelled', async () => {
    const r = await h.request('GET', '/school/sessions');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=30');
    expect(r.body.find((s: { id: number }) => s.id === 1)).toEqual({
      id: 1,
      course_id: 1,
      start_date: '2099-03-02',
      end_date: '2099-03-04',
      location: 'San Antonio, TX - Training Center',
      max_participants: 5,
      taken: 2,
      held: 0,
      waitlisted: 0,
      status: 'upcoming',
    });
    const status = Object.fromEntries(r.body.map((s: { id: number; status: string }) => [s.id, s.status]));
    expect(status).toMatchObject({ 1: 'upcoming', 2: 'completed', 3: 'ongoing', 4: 'cancelled' });
  });
});

describe('registrations', () => {
  test('seats are held while they last, then the waitlist in order; the same e-mail registers once', async () => {
    const first = await register(person(1));
    expect(first).toMatchObject({ status: 'held' });
    // The 72-hour hold starts when the e-mail address is confirmed.
    expect(first!.hold_expires_at!.getTime() - first!.updated_at.getTime()).toBe(72 * 3600_000);
    expect(await register({ ...person(1), email: first!.email.toUpperCase() })).toMatchObject({ id: first!.id, status: 'held' });
    await register(person(1));
    await register(person(1));
    const w1 = await register(person(1));
    const w2 = await register(person(1));
    expect([w1?.status, w1?.position, w2?.status, w2?.position]).toEqual(['waitlisted', 1, 'waitlisted', 2]);
    expect(await live(1)).toMatchObject({ taken: 2, held: 3, waitlisted: 2 });
    expect(await register(person(99))).toBeNull();
  });

  test('staff confirm a hold, decline one, and offer the freed seat to the first on the waitlist', async () => {
    const roster = (await h.request('GET', '/admin/sessions/1/registrations', { token: admin })).body as {
      id: number;
      status: string;
      position?: number;
    }[];
    expect(roster.map((r) => r.status)).toEqual(['held', 'held', 'held', 'waitlisted', 'waitlisted']);
    const [a, b] = roster;
    const firstWaiting = roster[3];

    expect(await patch(a.id, 'confirmed')).toMatchObject({ status: 200, body: { status: 'confirmed', hold_expires_at: null } });
    expect(await patch(firstWaiting.id, 'held')).toMatchObject({
      status: 409,
      body: { detail: 'The session is full: no seat is free to offer' },
    });
    expect(await patch(b.id, 'declined')).toMatchObject({ status: 200, body: { status: 'declined' } });
    expect(await patch(firstWaiting.id, 'confirmed')).toMatchObject({
      status: 409,
      body: { detail: 'A waitlisted registration cannot be marked confirmed' },
    });
    expect(await patch(firstWaiting.id, 'held')).toMatchObject({ status: 200, body: { status: 'held' } });
    expect(await live(1)).toMatchObject({ taken: 3, held: 2, waitlisted: 1 });

    const { rows } = await h.db.query<{ template: string; recipient: string }>(
      "SELECT template, recipient FROM mail_outbox WHERE template IN ('session_confirmed', 'seat_offered') ORDER BY id",
    );
    expect(rows.map((r) => r.template)).toEqual(['session_confirmed', 'seat_offered']);
  });

  test('refusals: anonymous 401, customer 403, unknown 404, bad body 422', async () => {
    expect((await h.request('GET', '/admin/sessions')).status).toBe(401);
    expect((await h.request('GET', '/admin/sessions', { token: customer })).status).toBe(403);
    expect((await patch(1, 'confirmed', customer)).status).toBe(403);
    expect((await h.request('GET', '/admin/sessions/999/registrations', { token: admin })).status).toBe(404);
    expect((await patch(999_999, 'confirmed')).status).toBe(404);
    const bad = await patch(1, 'maybe');
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['body', 'status']);
  });

  test('a hold not confirmed in 72 hours expires by itself and the seat goes to the waitlist, with an e-mail', async () => {
    const t0 = new Date();
    const holder = await register(person(6), t0);
    await register(person(6), t0);
    const waiting = await register(person(6), t0);
    expect(waiting).toMatchObject({ status: 'waitlisted', position: 1 });
    const statusOf = async (id: number) =>
      ((await h.request('GET', '/admin/sessions/6/registrations', { token: admin })).body as { id: number; status: string }[]).find(
        (r) => r.id === id,
      )?.status;

    await sweepHolds(deps(), new Date(t0.getTime() + 71 * 3600_000));
    expect([await statusOf(holder!.id), await statusOf(waiting!.id)]).toEqual(['held', 'waitlisted']);
    expect(await sweepHolds(deps(), new Date(t0.getTime() + 72 * 3600_000 + 1000))).toBeGreaterThanOrEqual(1);
    expect([await statusOf(holder!.id), await statusOf(waiting!.id)]).toEqual(['expired', 'held']);
    const { rows } = await h.db.query("SELECT 1 FROM mail_outbox WHERE template = 'seat_offered' AND recipient = $1", [waiting!.email]);
    expect(rows).toHaveLength(1);

    const smtp = await startSmtpServer();
    const worker = startTestMailWorker(h.db, smtp);
    try {
      await expect.poll(() => smtp.received.filter((m) => m.to.includes(waiting!.email)).length, { timeout: 10_000 }).toBe(1);
      const raw = smtp.received.find((m) => m.to.includes(waiting!.email))!.raw;
      expect(decoded(raw).replace(/\r?\n[ \t]+/g, ' ')).toMatch(
        /^Subject: A seat opened for you: Course of session 6, July 6, 2099 to July 7, 2099\r?$/m,
      );
      expect(
        missingFromParts(raw, [
          'A seat opened for you',
          `Hello ${waiting!.name},`,
          'Course of session 6',
          ' (July 6, 2099 to July 7, 2099, San Antonio, TX - Training Center, 4715 Walzem Road, Suite 210, San Antonio, TX 78218) has opened and is held for you until ',
          '(Central Time)',
          'If we do not hear from you by then, the seat goes to the next person on the waitlist.',
          '4715 Walzem Road, Suite 210, San Antonio, TX 78218',
        ]),
      ).toEqual([]);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  test('the confirmation is delivered with a calendar invitation for each day of the session', async () => {
    const smtp = await startSmtpServer();
    const worker = startTestMailWorker(h.db, smtp);
    try {
      const r = await register(person(5, { name: 'Rosa Diaz' }));
      expect((await patch(r!.id, 'confirmed')).status).toBe(200);
      await expect.poll(() => smtp.received.filter((m) => m.to.includes(r!.email)).length, { timeout: 10_000 }).toBe(1);
      const raw = smtp.received.find((m) => m.to.includes(r!.email))!.raw;
      const mime = decoded(raw).replace(/\r?\n[ \t]+/g, ' '); // headers unfolded
      expect(mime).toMatch(/^Subject: Your seat is confirmed: Course of session 5, June 1, 2099 to June 2, 2099\r?$/m);
      expect(mime).toContain('What to bring: a photo ID');
      expect(
        missingFromParts(raw, [
          'Your seat is confirmed',
          'Hello Rosa Diaz,',
          'Course of session 5',
          'June 1, 2099 to June 2, 2099',
          ', 8 AM to 5 PM each day',
          'Location: San Antonio, TX - Training Center, 4715 Walzem Road, Suite 210, San Antonio, TX 78218',
          'What to bring: a photo ID, safety glasses and closed-toe shoes',
          "The attached calendar invitation (session.ics) adds the session's days",
          '4715 Walzem Road, Suite 210, San Antonio, TX 78218',
        ]),
      ).toEqual([]);

      const calendar = new ICAL.Component(ICAL.parse(mimePart(raw, 'text/calendar')));
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      expect(event.summary).toBe('Course of session 5 (FiberPro Texas training)');
      expect(event.location).toBe('San Antonio, TX - Training Center, 4715 Walzem Road, Suite 210, San Antonio, TX 78218');
      // 8 AM Central Daylight Time on June 1 is 13:00 UTC; 5 PM is 22:00 UTC; two days.
      expect(event.startDate.toJSDate().toISOString()).toBe('2099-06-01T13:00:00.000Z');
      expect(event.endDate.toJSDate().toISOString()).toBe('2099-06-01T22:00:00.000Z');
      const days: string[] = [];
      const it = event.iterator();
      for (let next = it.next(); next && days.length < 5; next = it.next()) days.push(next.toJSDate().toISOString());
      expect(days).toEqual(['2099-06-01T13:00:00.000Z', '2099-06-02T13:00:00.000Z']);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  test('a session registration through the relay is pending until confirmed, and the acknowledgement says so (or the waitlist place)', async () => {
    const send = (template_id: string, template_params: Record<string, string>) =>
      h.request('POST', '/v1.0/email/send', {
        body: { lib_version: '4.4.1', user_id: emailDefaults.publicKey, service_id: emailDefaults.serviceId, template_id, template_params },
      });
    const acknowledged = async (who: string, ref: string) => {
      const params = {
        user_name: who,
        user_email: `${ref.toLowerCase()}@example.com`,
        form_type: 'training',
        order_id: ref,
        session_id: '7',
        company: 'Ortiz Fiber',
        contact_number: '2105550111',
        message: 'Please register me.',
      };
      expect((await send(emailDefaults.teamTemplateId, params)).status).toBe(200);
      expect((await send(emailDefaults.autoReplyTemplateId, params)).status).toBe(200);
      const { rows } = await h.db.query<{ params: { seat: string } }>(
        "SELECT params FROM mail_outbox WHERE template = 'autoreply' AND reference = $1",
        [ref],
      );
      return rows[0].params.seat;
    };
    const t = Date.now().toString(36).toUpperCase();
    // Session 7 has one seat: the first registration takes it (pending), the second waits.
    expect(await acknowledged('Omar Hale', `TRAINING${t}A`)).toBe(
      'A seat is reserved for you for 60 minutes. Please confirm your e-mail address with the button below: your seat is then held for 72 hours while our team confirms your registration.',
    );
    expect(await acknowledged('Lena Ortiz', `TRAINING${t}B`)).toBe(
      'This session is full; you are number 1 on the waitlist. Please confirm your e-mail address with the button below: freed seats are offered only to confirmed addresses.',
    );
    const roster = (await h.request('GET', '/admin/sessions/7/registrations', { token: admin })).body as {
      name: string;
      status: string;
      company: string;
      phone: string;
    }[];
    expect(roster).toMatchObject([
      { name: 'Omar Hale', status: 'pending', company: 'Ortiz Fiber', phone: '2105550111' },
      { name: 'Lena Ortiz', status: 'waitlisted' },
    ]);
  });

  test.runIf(PG_URL)(
    'on real PostgreSQL, 50 concurrent registrations for 10 free seats give 10 held and 40 waitlisted in order',
    async () => {
      const people = Array.from({ length: 50 }, () => person(5));
      const before = await live(5);
      const free = before.max_participants - before.taken - before.held;
      const results = await Promise.all(people.map((p) => register(p)));
      expect(results.filter((r) => r?.status === 'held')).toHaveLength(free);
      const waitlisted = results.filter((r) => r?.status === 'waitlisted').sort((a, b) => a!.id - b!.id);
      expect(waitlisted).toHaveLength(50 - free);
      expect(waitlisted.map((r) => r!.position)).toEqual(Array.from({ length: 50 - free }, (_, i) => i + 1));
      expect(await live(5)).toMatchObject({ held: before.held + free, waitlisted: 50 - free });
    },
  );
});

describe('phone bookings and the roster', () => {
  const book = (sessionId: number | string, body: unknown, token = admin) =>
    h.request('POST', `/admin/sessions/${sessionId}/registrations`, { token, body });
  const caller = (name: string, over: Record<string, unknown> = {}) => ({
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    phone: '(210) 555-0147',
    company: 'Alamo Splicing',
    ...over,
  });

  test('the roster says how many seats were booked outside the site', async () => {
    const sessions = (await h.request('GET', '/admin/sessions', { token: admin })).body;
    expect(sessions.find((s: { id: number }) => s.id === 8)).toMatchObject({ outside_taken: 14, taken: 14, max_participants: 16 });
  });

  test('a caller holds a seat like any registration, by phone, audited, without a confirmation link or e-mail', async () => {
    const mailBefore = (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox')).rows[0].n;
    const first = await book(8, caller('Rosa Treviño'));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ session_id: 8, name: 'Rosa Treviño', status: 'held', source: 'phone', phone: '(210) 555-0147' });
    expect(Date.parse(first.body.hold_expires_at) - Date.parse(first.body.created_at)).toBe(72 * 3600_000);
    expect((await book(8, caller('Dale Kim', { company: undefined }))).body).toMatchObject({ status: 'held', company: '' });
    // Two seats were left beside the 14 booked outside the site: the third caller waits.
    expect((await book(8, caller('Ann Lee'))).body).toMatchObject({ status: 'waitlisted', position: 1, source: 'phone' });
    expect(await live(8)).toMatchObject({ taken: 14, held: 2, waitlisted: 1 });
    const row = (
      await h.db.query('SELECT confirm_token_hash, email_confirmed_at FROM session_registrations WHERE id = $1', [first.body.id])
    ).rows[0];
    expect(row.confirm_token_hash).toBeNull();
    expect(row.email_confirmed_at).not.toBeNull();
    expect((await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox')).rows[0].n).toBe(mailBefore);
    const audit = await h.db.query("SELECT target, detail FROM audit_events WHERE action = 'registration.phone_booking' ORDER BY id");
    expect(audit.rows.slice(-3)).toEqual([
      { target: 'rosa.trevi.o@example.com', detail: { session_id: 8, status: 'held' } },
      { target: 'dale.kim@example.com', detail: { session_id: 8, status: 'held' } },
      { target: 'ann.lee@example.com', detail: { session_id: 8, status: 'waitlisted' } },
    ]);
    // Confirming it later sends the calendar invitation, as for everyone.
    expect((await patch(first.body.id, 'confirmed')).body).toMatchObject({ status: 'confirmed', source: 'phone' });
  });

  test('a caller with no e-mail address: a phone number is enough, no e-mail is queued, the same number twice is refused', async () => {
    const mailBefore = (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox')).rows[0].n;
    const noEmail = await book(10, caller('Lupe Garza', { email: undefined, phone: '210-555-0190' }));
    expect(noEmail.status, JSON.stringify(noEmail.body)).toBe(201);
    expect(noEmail.body).toMatchObject({ name: 'Lupe Garza', email: '', phone: '210-555-0190', status: 'held', source: 'phone' });
    expect((await book(10, caller('Rick Soto', { email: '', phone: '(210) 555-0191' }))).body).toMatchObject({ status: 'held', email: '' });
    expect(await book(10, caller('Lupe G.', { email: '', phone: '(210) 555 0190' }))).toMatchObject({
      status: 409,
      body: { detail: 'This phone number is already booked for the session' },
    });
    // Confirming sends no invitation: there is no address to send it to (staff call the person).
    expect((await patch(noEmail.body.id, 'confirmed')).body).toMatchObject({ status: 'confirmed' });
    expect((await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox')).rows[0].n).toBe(mailBefore);
    const audit = await h.db.query("SELECT target FROM audit_events WHERE action = 'registration.phone_booking' ORDER BY id DESC LIMIT 1");
    expect(audit.rows[0].target).toBe('(210) 555-0191');
  });

  test('every registration of every session, for the desk, with where it came from', async () => {
    const all = (await h.request('GET', '/admin/registrations', { token: admin })).body as { session_id: number; source: string }[];
    expect(all.filter((r) => r.session_id === 8).map((r) => r.source)).toEqual(['phone', 'phone', 'phone']);
    expect(all.filter((r) => r.session_id === 10).map((r) => r.source)).toEqual(['phone', 'phone']);
    expect(new Set(all.map((r) => r.source))).toEqual(new Set(['site', 'phone']));
    expect(all.map((r) => r.session_id)).toEqual([...all.map((r) => r.session_id)].sort((a, b) => a - b));
    expect((await h.request('GET', '/admin/registrations', { token: customer })).status).toBe(403);
  });

  test('refusals: the same e-mail twice and closed sessions 409, unknown 404, bad fields 422', async () => {
    expect(await book(8, caller('Ann Lee', { email: 'ANN.LEE@example.com' }))).toMatchObject({
      status: 409,
      body: { detail: 'This e-mail address is already registered for the session' },
    });
    for (const closed of [2, 3, 4])
      expect(await book(closed, caller('Late Caller'))).toMatchObject({
        status: 409,
        body: { detail: 'Registrations are closed for this session' },
      });
    expect((await book(999, caller('Nobody'))).status).toBe(404);
    expect((await book(8, caller('Cust'), customer)).status).toBe(403);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ email: 'not-an-address' }, 'email', 'Please enter a valid e-mail address'],
      [{ phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
      [{ phone: undefined }, 'phone', 'Field required'],
      [{ company: 'x'.repeat(121) }, 'company', 'Company must not exceed 120 characters'],
      [{ status: 'confirmed' }, 'status', 'Unrecognized key: "status"'],
    ];
    for (const [change, field, msg] of cases) {
      const r = await book(9, caller('Bad Input', change));
      expect(r.status, field).toBe(422);
      expect(r.body.detail[0]).toMatchObject({ loc: field === 'status' ? ['body'] : ['body', field], msg });
    }
    expect(await live(9)).toMatchObject({ held: 0, waitlisted: 0 });
  });

  test.runIf(PG_URL)('on real PostgreSQL, 30 concurrent phone bookings for 12 seats give 12 held and 18 waitlisted', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => book(9, caller(`Rush Caller ${i}`))));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(results.filter((r) => r.body.status === 'held')).toHaveLength(12);
    expect(
      results
        .map((r) => r.body.position)
        .filter(Boolean)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(await live(9)).toMatchObject({ held: 12, waitlisted: 18 });
  });
});
