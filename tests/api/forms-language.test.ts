// The language of a form's page goes with the submission: the lead keeps it, the acknowledgement
// delivered over SMTP is written in it, the team's copy names it. A missing or unknown value is English.
import { describe, expect, test } from 'vitest';
import { submitForm } from './relay-submit';
import { mailParts } from './smtp-server';
import { withDeliveredMail } from './delivered-mail';

const mail = withDeliveredMail();

async function deliveredTo(email: string) {
  await expect.poll(() => mail.smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  return mail.smtp.received.filter((m) => m.to.includes(email)).at(-1)!.raw;
}
const leadLang = async (email: string) =>
  (await mail.h.db.query<{ lang: string }>('SELECT lang FROM leads WHERE email = $1', [email])).rows[0]?.lang;

describe('a form sent from a Spanish page', () => {
  test('is stored with lang es and acknowledged in Spanish', async () => {
    const email = 'maria@example.net';
    const reference = 'CONTACT123456';
    await submitForm(mail.h, { user_name: 'María', user_email: email, form_type: 'contact', order_id: reference, lang: 'es' });
    expect(await leadLang(email)).toBe('es');
    const raw = await deliveredTo(email);
    const { text, html } = mailParts(raw);
    expect(decodeSubject(raw)).toBe(`Recibimos su mensaje de contacto (${reference})`);
    expect(text).toContain('Hola, María:');
    expect(text).toContain('Gracias por comunicarse con FiberPro Texas. Recibimos su mensaje de contacto (referencia');
    expect(text).toMatch(/ el \d{1,2} de [a-z]+ de \d{4}\. Nuestro equipo se comunicará con usted/);
    expect(text).not.toMatch(/Thank you|Hello/);
    expect(html).toMatch(/<html [^>]*lang="es"/);
  });

  test('the team copy stays English and names the language', async () => {
    const email = 'jose@example.net';
    await submitForm(mail.h, { user_name: 'José', user_email: email, form_type: 'contact', lang: 'es' });
    const team = await mail.h.db.query<{ id: number }>("SELECT id FROM mail_outbox WHERE template = 'team' AND reply_to = $1", [email]);
    expect(team.rows).toHaveLength(1);
    const raw = await deliveredTeam(email);
    expect(mailParts(raw).text).toContain('Language: Spanish');
    expect(mailParts(raw).text).toContain('Reference ');
  });
});

describe('a form without a known language', () => {
  test.each([
    ['missing', undefined],
    ['unknown', 'fr'],
    ['10 KB', 'x'.repeat(10_000)],
  ])('(%s) is English: stored with lang en, acknowledged in English', async (_, lang) => {
    const email = `ana-${String(lang).length}@example.net`;
    await submitForm(mail.h, { user_name: 'Ana', user_email: email, form_type: 'contact', ...(lang === undefined ? {} : { lang }) });
    expect(await leadLang(email)).toBe('en');
    const raw = await deliveredTo(email);
    expect(decodeSubject(raw)).toMatch(/^We received your contact submission \(/);
    expect(mailParts(raw).text).toContain('Hello Ana,');
  });
});

/** The team notification for the submission sent from this address (it goes to the team's address). */
async function deliveredTeam(replyTo: string): Promise<string> {
  const find = () => mail.smtp.received.find((m) => /^Reply-To: .*$/im.test(m.raw) && m.raw.includes(replyTo) && !m.to.includes(replyTo));
  await expect.poll(() => Boolean(find()), { timeout: 10_000 }).toBe(true);
  return find()!.raw;
}

/** The Subject header, RFC 2047 encoded words decoded. */
function decodeSubject(raw: string): string {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const line = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
  return line
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}
