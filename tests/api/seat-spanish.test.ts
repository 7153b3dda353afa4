// A Spanish booking (the booking form on /es/contact sends lang 'es') is stored with its
// language; its "Confirm my seat" link opens /es/confirm-seat, and its seat e-mails and
// calendar invitation are Spanish over real SMTP. An English booking stays English.
import { cpSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { changeRegistrationByStaff } from '#server/school/registrations';
import { seatMailer } from '#server/school/mail';
import { loadSessions } from '#server/school/sessions';
import { submitForm } from './relay-submit';
import { setup, SETUP_TIMEOUT, type Harness } from './helpers';
import { decoded, mimePart, missingFromParts, startSmtpServer, startTestMailWorker } from './smtp-server';

let h: Harness;
beforeAll(async () => {
  // FTTH Installation and Activation (course 4): a classroom day, then two field days at the yard.
  h = await setup({
    env: { TEAM_EMAIL: 'school@fiber.test' },
    sessions: [{ id: 31, course_id: 4, start_date: '2099-06-01', end_date: '2099-06-03' }],
  });
  cpSync('content/courses', join(h.env.CONTENT_DIR, 'courses'), { recursive: true });
  copyFileSync('content/site.es.json', join(h.env.CONTENT_DIR, 'site.es.json'));
}, SETUP_TIMEOUT);
afterAll(() => h?.close());

const book = async (name: string, lang?: string) => {
  const email = `${name.split(' ')[0].toLowerCase()}.${Date.now().toString(36)}@${name.split(' ')[1].toLowerCase()}.example.com`;
  await submitForm(h, {
    user_name: name,
    user_email: email,
    session_id: '31',
    contact_number: '2105550111',
    message: 'Please register me.',
    ...(lang ? { lang } : {}),
  });
  const { rows } = await h.db.query<{ id: number; lang: string }>('SELECT id, lang FROM session_registrations WHERE email = $1', [email]);
  return { email, ...rows[0] };
};

const confirmByStaff = (id: number) => {
  const deps = { db: h.db, sessions: loadSessions(h.env.CONTENT_DIR), seatMail: seatMailer(h.config) };
  return changeRegistrationByStaff(deps, id, 'confirmed', ({ registration }) => ({
    action: 'registration.change',
    target: registration.email,
    clientIp: '',
    detail: {},
  }));
};

describe('seat e-mails in the registration’s language', () => {
  test('a Spanish registration: stored as es, Spanish link, Spanish confirmation and invitation; an English one stays English', async () => {
    const smtp = await startSmtpServer();
    const worker = startTestMailWorker(h.db, smtp);
    try {
      const ana = await book('Ana Ruiz', 'es');
      const ben = await book('Ben Cole');
      expect([ana.lang, ben.lang]).toEqual(['es', 'en']);

      const delivered = async (to: string, count: number) => {
        await expect.poll(() => smtp.received.filter((m) => m.to.includes(to)).length, { timeout: 15_000 }).toBe(count);
        return smtp.received.filter((m) => m.to.includes(to)).at(-1)!.raw;
      };
      // The acknowledgement's "Confirm my seat" link opens the page in the booking's language;
      // following it holds the seat.
      const follow = async (to: string, page: RegExp) => {
        const token = page.exec(decoded(await delivered(to, 1)))?.[1];
        return h.request('POST', '/school/registrations/confirm', { body: { token } });
      };
      expect((await follow(ana.email, /\/es\/confirm-seat\?token=([\w-]+)/)).body).toMatchObject({ status: 'held' });
      expect((await follow(ben.email, /\.com\/confirm-seat\?token=([\w-]+)/)).body).toMatchObject({ status: 'held' });

      expect((await confirmByStaff(ana.id)).ok).toBe(true);
      const raw = await delivered(ana.email, 2);
      // The subject is sent RFC 2047-encoded: read as the outbox wrote it.
      const subjectOf = async (to: string) =>
        (
          await h.db.query<{ subject: string }>("SELECT subject FROM mail_outbox WHERE template = 'session_confirmed' AND recipient = $1", [
            to,
          ])
        ).rows[0].subject;
      expect(await subjectOf(ana.email)).toBe(
        'Su lugar está confirmado: Instalación y activación de FTTH, del 1 de junio de 2099 al 3 de junio de 2099',
      );
      expect(
        missingFromParts(raw, [
          'Hola, Ana Ruiz:',
          'Su lugar en ',
          'Instalación y activación de FTTH',
          'del 1 de junio de 2099 al 3 de junio de 2099',
          'de 8:00 a.m. a 5:00 p.m. cada día',
          'Aula, día 1: 4715 Walzem Road, Suite 210, San Antonio, TX 78218. Campo, días 2 y 3: patio de capacitación',
          'Estacione dentro del portón del patio',
          'Qué traer: una identificación con foto',
          'La invitación de calendario adjunta (session.ics)',
        ]),
      ).toEqual([]);
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(mimePart(raw, 'text/calendar'))).getFirstSubcomponent('vevent')!);
      expect(event.summary).toBe('Instalación y activación de FTTH (capacitación de FiberPro Texas)');
      expect(event.description).toMatch(/^Qué traer: una identificación con foto/);
      expect(event.location).toContain('Campo, días 2 y 3: patio de capacitación');

      expect((await confirmByStaff(ben.id)).ok).toBe(true);
      const english = await delivered(ben.email, 2);
      expect(decoded(english).replace(/\r?\n[ \t]+/g, ' ')).toMatch(
        /^Subject: Your seat is confirmed: FTTH Installation and Activation, June 1, 2099 to June 3, 2099\r?$/m,
      );
      expect(
        missingFromParts(english, [
          'Hello Ben Cole,',
          'Classroom day 1: ',
          'Field days 2 and 3: training yard',
          'What to bring: a photo ID',
        ]),
      ).toEqual([]);
      const enEvent = new ICAL.Event(new ICAL.Component(ICAL.parse(mimePart(english, 'text/calendar'))).getFirstSubcomponent('vevent')!);
      expect(enEvent.summary).toBe('FTTH Installation and Activation (FiberPro Texas training)');
      expect(enEvent.description).toMatch(/^What to bring: a photo ID/);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });
});
