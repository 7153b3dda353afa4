// Seat hoarding with confirmed addresses (third outside review): within 24 hours one client
// address, or one e-mail domain of its own (not a public mailbox provider's), holds at most 2
// seats of a session; beyond that a registration waits for staff review with no seat, the
// acknowledgement and the booking form's answer say so, the roster marks it, and staff approve
// it (a seat, or the waitlist when full) or decline it, the person e-mailed either way.
// Staff phone bookings are exempt. On real PostgreSQL, parallel registrations from one address
// never hold more than 2 seats.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { withLinks } from '#server/mail/links';
import { PG_URL, setup, SETUP_TIMEOUT, type Harness } from './helpers';
import { submitForm } from './relay-submit';
import { decoded, missingFromParts, startSmtpServer, startTestMailWorker } from './smtp-server';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await setup({
    sessions: [
      { id: 1, start_date: '2099-03-02', end_date: '2099-03-04', max_participants: 10 },
      { id: 2, start_date: '2099-04-06', end_date: '2099-04-06', max_participants: 10 },
      { id: 3, start_date: '2099-05-04', end_date: '2099-05-04', max_participants: 10 },
      { id: 4, start_date: '2099-06-01', end_date: '2099-06-01', max_participants: 3 },
      { id: 5, start_date: '2099-07-06', end_date: '2099-07-06', max_participants: 10 },
    ],
  });
  admin = (await h.user({ role: 'admin' })).token;
}, SETUP_TIMEOUT);
afterAll(() => h?.close(), SETUP_TIMEOUT);

interface Row {
  id: number;
  email: string;
  status: string;
  position?: number;
}
let n = 0;
const register = (sessionId: number, email: string, ip: string) =>
  submitForm(h, { user_name: `Student ${++n}`, user_email: email, session_id: String(sessionId) }, ip);
const confirm = async (reply: { params: Record<string, string> }) => {
  const token = new URL(withLinks(reply, h.config).confirm_url).searchParams.get('token');
  return h.request('POST', '/school/registrations/confirm', { body: { token } });
};
const roster = async (id: number) => (await h.request('GET', `/admin/sessions/${id}/registrations`, { token: admin })).body as Row[];
const rowOf = async (sessionId: number, email: string) => (await roster(sessionId)).find((r) => r.email === email)!;
const live = async (id: number) => (await h.request('GET', '/school/sessions')).body.find((s: { id: number }) => s.id === id);
const statusFor = (reference: string, ip: string) =>
  h.request('POST', '/school/registrations/status', { body: { reference }, env: { incoming: { socket: { remoteAddress: ip } } } });
const patch = (id: number, status: string) => h.request('PATCH', `/admin/registrations/${id}`, { token: admin, body: { status } });
const REVIEW_LINE =
  'Your registration waits for staff review: at most 2 seats of a session are held for one client address or e-mail domain within 24 hours, so no seat is held for you yet. We will e-mail you once our team has reviewed it.';

describe('at most 2 seats of a session per client address or own e-mail domain in 24 hours', () => {
  test('one client address confirms 2 seats; its 3rd and 4th registrations wait for review, hold no seat, and are told so', async () => {
    const ip = '203.0.113.90';
    const sent = [];
    for (let i = 1; i <= 4; i++) sent.push(await register(1, `student@own${i}.example.org`, ip));
    for (const s of sent.slice(0, 2)) expect((await confirm(s.reply)).body.status).toBe('held');
    for (const s of sent.slice(2)) {
      expect(s.reply.params.seat).toBe(REVIEW_LINE);
      expect(s.reply.params).not.toHaveProperty('confirm_registration_id');
      expect((await statusFor(s.reference, ip)).body).toEqual({ status: 'review', session_id: 1, hold_expires_at: null });
    }
    expect(await live(1)).toMatchObject({ taken: 0, held: 2, waitlisted: 0 });
    expect((await roster(1)).map((r) => r.status)).toEqual(['held', 'held', 'review', 'review']);
    const audit = (await h.request('GET', '/admin/audit?action=registration.over_limit', { token: admin })).body;
    expect(audit.items.map((e: { target: string; client_ip: string }) => [e.target, e.client_ip])).toEqual([
      ['student@own4.example.org', ip],
      ['student@own3.example.org', ip],
    ]);
  });

  test('one own e-mail domain from several addresses is limited too; a public mailbox provider’s is not', async () => {
    const own = [];
    for (let i = 1; i <= 3; i++) own.push(await register(2, `crew${i}@Splice-Crew.example`, `198.51.100.${110 + i}`));
    expect(own.map((s) => s.reply.params.seat === REVIEW_LINE)).toEqual([false, false, true]);
    for (let i = 1; i <= 3; i++) await register(2, `student.${i}@gmail.com`, `198.51.100.${120 + i}`);
    expect((await roster(2)).filter((r) => r.email.endsWith('@gmail.com')).map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
  });

  test('registrations older than 24 hours no longer count; staff phone bookings neither count nor are limited', async () => {
    const ip = '203.0.113.91';
    await register(3, 'a@old1.example.org', ip);
    await register(3, 'b@old2.example.org', ip);
    await h.db.query(`UPDATE session_registrations SET created_at = now() - interval '25 hours' WHERE session_id = 3`);
    expect((await register(3, 'c@old3.example.org', ip)).reply.params.seat).not.toBe(REVIEW_LINE);

    for (const name of ['Ann', 'Bo', 'Cy']) {
      const booked = await h.request('POST', '/admin/sessions/5/registrations', {
        token: admin,
        body: { name, email: `${name.toLowerCase()}@phone-crew.example`, phone: '210 555 0100' },
      });
      expect(booked.body.status).toBe('held');
    }
    expect((await register(5, 'dee@phone-crew.example', '203.0.113.92')).reply.params.seat).not.toBe(REVIEW_LINE);
  });
});

describe('staff review: Approve or Decline', () => {
  test('approve gives a seat, or the waitlist when full; decline releases it; the person is e-mailed each time; all audited', async () => {
    const smtp = await startSmtpServer();
    const worker = startTestMailWorker(h.db, smtp);
    /** The subject and the raw message e-mailed to this address with a subject starting so. */
    const mailTo = async (email: string, subject: string) => {
      const find = () =>
        smtp.received
          .filter((m) => m.to.includes(email))
          .map((m) => ({ subject: /^Subject: (.*?)\r?$/m.exec(decoded(m.raw).replace(/\r?\n[ \t]+/g, ' '))![1], raw: m.raw }))
          .find((m) => m.subject.startsWith(subject));
      await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
      return find()!;
    };
    try {
      // Session 4 has 3 seats: two pending from this address, then two over the limit, and a fifth gets none.
      const ip = '203.0.113.93';
      for (const who of ['ann', 'bo', 'cy', 'dee', 'eve']) await register(4, `${who}@fiber-one.example`, ip);
      const statuses = await roster(4);
      expect(statuses.map((r) => [r.email.split('@')[0], r.status])).toEqual([
        ['ann', 'pending'],
        ['bo', 'pending'],
        ['cy', 'review'],
        ['dee', 'review'],
      ]);
      const [, , cy, dee] = statuses;

      const approved = await patch(cy.id, 'held');
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ status: 'held' });
      expect(await live(4)).toMatchObject({ held: 3 });
      // Now full: the next one approved goes on the waitlist.
      expect((await patch(dee.id, 'held')).body).toMatchObject({ status: 'waitlisted', position: 1 });
      // The same company's domain from another address is over the limit too; declined, it is told so.
      await register(4, 'fay@fiber-one.example', '198.51.100.140');
      const fay = await rowOf(4, 'fay@fiber-one.example');
      expect(fay.status).toBe('review');
      expect((await patch(fay.id, 'declined')).body).toMatchObject({ status: 'declined' });
      expect((await patch(fay.id, 'held')).status).toBe(409);

      const seat = await mailTo(cy.email, 'A seat opened for you');
      expect(seat.subject).toBe('A seat opened for you: Course of session 4, June 1, 2099');
      const waitlist = await mailTo(dee.email, 'You are on the waitlist');
      expect(waitlist.subject).toBe('You are on the waitlist: Course of session 4, June 1, 2099');
      expect(missingFromParts(waitlist.raw, ['We reviewed and approved your registration', 'so you are number 1 on its waitlist'])).toEqual(
        [],
      );
      const refusal = await mailTo(fay.email, 'Your registration was not accepted');
      expect(refusal.subject).toBe('Your registration was not accepted: Course of session 4, June 1, 2099');
      expect(missingFromParts(refusal.raw, ['could not accept it', 'No seat is held for you.'])).toEqual([]);

      const audit = (await h.request('GET', '/admin/audit?action=registration.change', { token: admin })).body.items;
      expect(audit.slice(0, 3).map((e: { target: string; detail: object }) => [e.target, e.detail])).toEqual([
        [fay.email, { session_id: 4, from: 'review', to: 'declined' }],
        [dee.email, { session_id: 4, from: 'review', to: 'waitlisted' }],
        [cy.email, { session_id: 4, from: 'review', to: 'held' }],
      ]);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });
});

test.runIf(PG_URL)('on real PostgreSQL, parallel registrations from one address for one session never hold more than 2 seats', async () => {
  const ip = '203.0.113.94';
  const seat = async (i: number) => {
    const { reply } = await register(5, `p${i}@parallel${i}.example.org`, ip);
    if (reply.params.confirm_registration_id) await confirm(reply);
  };
  // Twice 8 at once: the first burst races for the 2 seats, the second comes after they are confirmed.
  await Promise.all(Array.from({ length: 8 }, (_, i) => seat(i)));
  await Promise.all(Array.from({ length: 8 }, (_, i) => seat(8 + i)));
  const mine = (await roster(5)).filter((r) => r.email.includes('@parallel'));
  expect(mine.filter((r) => ['pending', 'held', 'confirmed', 'waitlisted'].includes(r.status)).map((r) => r.status)).toEqual([
    'held',
    'held',
  ]);
  expect(mine.filter((r) => r.status === 'review')).toHaveLength(2);
  expect(mine).toHaveLength(4);
});
