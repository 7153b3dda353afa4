// Seats (second outside review): a registration holds a seat only once its e-mail address is
// confirmed by the acknowledgement's one-time link; until then it is pending for at most an
// hour and counts as held; one client address has at most 2 seats per session (then staff review); a session
// that is not open keeps the submission as a lead only.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SEAT_LINK_INVALID } from '#domain/school/seatLink';
import { loadSessions } from '#server/school/sessions';
import { withLinks } from '#server/mail/links';
import { seatMailer } from '#server/school/mail';
import type { RegistrationRow } from '#server/school/seats';
import { sweepHolds } from '#server/school/registrations';
import { setup, SETUP_TIMEOUT, type Harness } from './helpers';
import { submitForm } from './relay-submit';
import { decoded, startSmtpServer, startTestMailWorker } from './smtp-server';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await setup({
    sessions: [
      { id: 1, start_date: '2099-03-02', end_date: '2099-03-04', current_participants: 4, max_participants: 10 },
      { id: 2, start_date: '2099-04-06', end_date: '2099-04-06', max_participants: 1 },
      { id: 3, start_date: '2099-05-04', end_date: '2099-05-04', status: 'cancelled' },
      { id: 4, start_date: '2000-01-10', end_date: '2000-01-11' },
      { id: 5, start_date: '2020-01-10', end_date: '2099-12-31' },
      { id: 6, start_date: '2099-06-01', end_date: '2099-06-01', max_participants: 1 },
      { id: 7, start_date: '2099-07-06', end_date: '2099-07-06', max_participants: 1 },
    ],
  });
  admin = (await h.user({ role: 'admin' })).token;
}, SETUP_TIMEOUT);
afterAll(() => h?.close(), SETUP_TIMEOUT);

let n = 0;
const register = (sessionId: number, ip = `198.51.100.${++n}`) =>
  submitForm(h, { user_name: `Student ${++n}`, user_email: `student${n}@school${n}.example.net`, session_id: String(sessionId) }, ip);
const tokenOf = (reply: { params: Record<string, string> }) => new URL(withLinks(reply, h.config).confirm_url).searchParams.get('token')!;
const follow = (token: string) => h.request('POST', '/school/registrations/confirm', { body: { token } });
const live = async (id: number) => (await h.request('GET', '/school/sessions')).body.find((s: { id: number }) => s.id === id);
const roster = async (id: number) =>
  (await h.request('GET', `/admin/sessions/${id}/registrations`, { token: admin })).body as { id: number; email: string; status: string }[];
const registrations = async (sessionId: number) =>
  (await h.db.query('SELECT count(*)::int AS n FROM session_registrations WHERE session_id = $1', [sessionId])).rows[0].n;

describe('one client address cannot hold the seats of a session', () => {
  test('7 posts with invented e-mails from one address get 2 pending seats, 2 wait for staff review, the rest are leads only', async () => {
    const replies = [];
    for (let i = 0; i < 7; i++) replies.push((await register(1, '203.0.113.66')).reply);
    expect(replies.filter((r) => r.params.confirm_registration_id)).toHaveLength(2);
    expect(replies[2].params.seat).toMatch(/^Your registration waits for staff review/);
    expect(replies[6].params.seat).toBe('No seat was reserved with this request. Our team will contact you about it.');
    expect(await live(1)).toMatchObject({ taken: 4, held: 2, waitlisted: 0 });
    expect((await roster(1)).map((r) => r.status)).toEqual(['pending', 'pending', 'review', 'review']);
    const { rows } = await h.db.query("SELECT count(*)::int AS n FROM leads WHERE type = 'session_registration'");
    expect(rows[0].n).toBeGreaterThanOrEqual(7);
    // Another address still registers.
    expect((await register(1)).reply.params.confirm_registration_id).toBeDefined();
  });
});

describe('the "Confirm my seat" link', () => {
  test('holds the seat for 72 hours from the confirmation; following it again changes nothing; a forged one is refused', async () => {
    const { reply } = await register(1);
    const before = Date.now();
    const r = await follow(tokenOf(reply));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'held', session_id: 1, course_title: 'Course of session 1', start_date: '2099-03-02' });
    const held = Date.parse(r.body.hold_expires_at) - before;
    expect(held).toBeGreaterThanOrEqual(72 * 3600_000 - 1000);
    expect(held).toBeLessThan(72 * 3600_000 + 60_000);
    expect((await follow(tokenOf(reply))).body).toEqual(r.body);
    expect(await follow('A'.repeat(43))).toMatchObject({ status: 400, body: { detail: SEAT_LINK_INVALID } });
    expect((await roster(1)).find((x) => x.email === reply.recipient)?.status).toBe('held');
  });

  test('a pending seat counts as held, expires after an hour, and its link then no longer works', async () => {
    const first = (await register(2)).reply;
    const second = (await register(2)).reply;
    expect(second.params.seat).toMatch(/^This session is full; you are number 1 on the waitlist\./);
    const deps = { db: h.db, sessions: loadSessions(h.env.CONTENT_DIR), seatMail: seatMailer(h.config) };
    await sweepHolds(deps, new Date(Date.now() + 59 * 60_000));
    expect((await roster(2)).map((r) => r.status)).toEqual(['pending', 'waitlisted']);
    await sweepHolds(deps, new Date(Date.now() + 61 * 60_000));
    // The waitlisted address was never confirmed: it is not offered the seat.
    expect((await roster(2)).map((r) => r.status)).toEqual(['waitlisted', 'expired']);
    expect(await follow(tokenOf(first))).toMatchObject({ status: 400, body: { detail: SEAT_LINK_INVALID } });
    // Once it confirms its address, the free seat is held for it.
    expect((await follow(tokenOf(second))).body).toMatchObject({ status: 'held' });
    expect((await roster(2)).map((r) => r.status)).toEqual(['held', 'expired']);
  });

  test('the delivered acknowledgement carries the button and the link to the site’s confirmation page', async () => {
    const smtp = await startSmtpServer();
    const worker = startTestMailWorker(h.db, smtp);
    try {
      const { reply } = await register(6);
      await expect.poll(() => smtp.received.filter((m) => m.to.includes(reply.recipient)).length, { timeout: 10_000 }).toBe(1);
      const mail = decoded(smtp.received.find((m) => m.to.includes(reply.recipient))!.raw);
      expect(mail).toContain('Confirm my seat');
      const token = /https:\/\/www\.fiberpro-texas\.com\/confirm-seat\?token=([\w-]{43})/.exec(mail)?.[1];
      expect(token).toBe(tokenOf(reply));
      const { rows } = await h.db.query('SELECT params FROM mail_outbox WHERE id = $1', [reply.id]);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect((await follow(token!)).body.status).toBe('held');
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });
});

test.each([
  ['cancelled', 3],
  ['completed', 4],
  ['ongoing', 5],
])('a %s session takes no registration: the submission is a lead and the acknowledgement says the session is not open', async (_, id) => {
  const { reply, reference } = await register(id);
  expect(await registrations(id)).toBe(0);
  expect(reply.params.seat).toBe(
    'This session is not open for registration, so no seat was reserved. Our team will contact you about other dates.',
  );
  expect(reply.params).not.toHaveProperty('confirm_registration_id');
  const { rows } = await h.db.query('SELECT type FROM leads WHERE reference = $1', [reference]);
  expect(rows).toEqual([{ type: 'session_registration' }]);
});

describe('the booking form asks what became of the registration it just sent', () => {
  const status = (reference: unknown, ip: string) =>
    h.request('POST', '/school/registrations/status', { body: { reference }, env: { incoming: { socket: { remoteAddress: ip } } } });
  const send = (params: Record<string, string>, ip: string) =>
    submitForm(h, { user_name: 'Ada Student', user_email: `ada@school${++n}.example.net`, ...params }, ip);

  test('a seat pending for an hour, then a place on the waitlist with its position', async () => {
    const before = Date.now();
    const seat = await send({ session_id: '7' }, '192.0.2.70');
    const answer = await status(seat.reference, '192.0.2.70');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'pending', session_id: 7 });
    const until = Date.parse(answer.body.hold_expires_at);
    expect(until - before).toBeGreaterThanOrEqual(60 * 60_000 - 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const waiting = await send({ session_id: '7' }, '192.0.2.71');
    expect((await status(waiting.reference, '192.0.2.71')).body).toEqual({
      status: 'waitlisted',
      session_id: 7,
      hold_expires_at: null,
      position: 1,
    });
  });

  test('no seat: the session is not open, or the submission names none', async () => {
    const cancelled = await send({ session_id: '3' }, '192.0.2.72');
    expect((await status(cancelled.reference, '192.0.2.72')).body).toEqual({ status: 'closed', session_id: 3, hold_expires_at: null });
    const noSession = await send({}, '192.0.2.72');
    expect((await status(noSession.reference, '192.0.2.72')).body).toEqual({ status: 'none', session_id: null, hold_expires_at: null });
  });

  test('another client address, an unknown or a malformed reference learn nothing', async () => {
    const seat = await send({ session_id: '1' }, '192.0.2.73');
    expect((await status(seat.reference, '192.0.2.74')).status).toBe(404);
    expect((await status('TRAINING000000', '192.0.2.73')).body).toEqual({
      detail: 'No registration with this reference was sent from here within the hour',
    });
    const bad = await status('<script>', '192.0.2.73');
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0]).toMatchObject({ loc: ['body', 'reference'] });
  });
});

test('a course with field days sends the student to the yard on those days, with its parking and PPE notes', async () => {
  const session = loadSessions('content')
    .all()
    .find((s) => s.course_id === 4 && !s.online)!;
  const mail = seatMailer({ contentDir: 'content', siteUrl: h.config.siteUrl, teamEmail: h.config.teamEmail });
  const registration = {
    id: 990_001,
    name: 'Ana Ruiz',
    email: 'ana@example.net',
    status: 'confirmed',
    position: null,
    hold_expires_at: null,
  };
  await mail(h.db, 'session_confirmed', registration as unknown as RegistrationRow, session);
  const { rows } = await h.db.query<{ params: { location: string } }>(`SELECT params FROM mail_outbox WHERE reference = 'SEAT-990001'`);
  const { location } = rows[0].params;
  expect(location).toContain('Classroom day 1: 4715 Walzem Road');
  expect(location).toMatch(/Field days? [\d, and]+: training yard, 6110 Rittiman Road, San Antonio, TX 78218\. Park inside the yard gate/);
});
