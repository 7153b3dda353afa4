// The language of a person's e-mails (users.lang): set by the page an account is made on,
// changed through PATCH /auth/me (only 'en' or 'es'), read by GET /auth/me, and the language
// of the password reset e-mail and of the page its link opens.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setup, SETUP_TIMEOUT, type Harness } from './helpers';
import { mailParts, startSmtpServer, startTestMailWorker } from './smtp-server';

let h: Harness;
beforeAll(async () => {
  h = await setup();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await h?.close();
});

const account = (n: string) => ({ email: `lang-${n}@example.com`, username: `lang${n}`, password: 'Secret-123' });

describe('the language of a person’s e-mails', () => {
  test('registering from a Spanish page stores es; GET /auth/me returns it; English is the default', async () => {
    const es = await h.request('POST', '/auth/register', { body: { ...account('es'), lang: 'es' } });
    expect(es.status).toBe(201);
    expect(es.body.user.lang).toBe('es');
    const me = await h.request('GET', '/auth/me', { token: es.body.access_token });
    expect(me.body.lang).toBe('es');
    const en = await h.request('POST', '/auth/register', { body: account('en') });
    expect(en.body.user.lang).toBe('en');
  });

  test('PATCH /auth/me changes it; any other value is a 422 naming the field, never a 5xx', async () => {
    const { token } = await h.user();
    const changed = await h.request('PATCH', '/auth/me', { token, body: { lang: 'es' } });
    expect(changed).toMatchObject({ status: 200, body: { lang: 'es' } });
    expect((await h.request('GET', '/auth/me', { token })).body.lang).toBe('es');
    for (const lang of ['fr', 'ES', '', 3, null, ['es'], { es: true }]) {
      const refused = await h.request('PATCH', '/auth/me', { token, body: { lang } });
      expect(refused.status, JSON.stringify(lang)).toBe(422);
      expect(JSON.stringify(refused.body)).toContain('lang');
    }
    expect((await h.request('GET', '/auth/me', { token })).body.lang).toBe('es');
  });

  test('a registration with a bad language is refused with a 422', async () => {
    const refused = await h.request('POST', '/auth/register', { body: { ...account('bad'), lang: 'de' } });
    expect(refused.status).toBe(422);
  });

  test('the reset e-mail is written in the account’s language and links to its reset page', async () => {
    const smtp = await startSmtpServer();
    const worker = startTestMailWorker(h.db, smtp);
    try {
      const { user: spanish, token } = await h.user();
      await h.request('PATCH', '/auth/me', { token, body: { lang: 'es' } });
      const { user: english } = await h.user();
      for (const email of [spanish.email, english.email]) {
        expect((await h.request('POST', '/auth/forgot-password', { body: { email } })).status).toBe(202);
      }
      const mailTo = async (email: string) => {
        await expect.poll(() => smtp.received.some((m) => m.to.includes(email)), { timeout: 10_000 }).toBe(true);
        return smtp.received.find((m) => m.to.includes(email))!.raw;
      };
      const es = await mailTo(spanish.email);
      const esText = mailParts(es).text;
      expect(es).toMatch(/^Subject: .*(Restablezca|=\?UTF-8\?)/im);
      expect(esText).toContain('Alguien pidió restablecer la contraseña de su cuenta de FiberPro Texas');
      expect(esText).toContain('60 minutos');
      expect(mailParts(es).html).toContain('/es/reset-password?token=');
      expect(esText).toMatch(/https:\/\/www\.fiberpro-texas\.com\/es\/reset-password\?token=[\w-]{43}/);
      expect(esText).not.toContain('Someone asked');

      const enText = mailParts(await mailTo(english.email)).text;
      expect(enText).toContain('Someone asked to reset the password of your FiberPro Texas account');
      expect(enText).toMatch(/https:\/\/www\.fiberpro-texas\.com\/reset-password\?token=[\w-]{43}/);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });
});
