// Staff see each person's language (issue 40) against a server and database of this file's own:
// a Spanish lead says "Spanish" on the leads desk and its "Reply by e-mail" opens a Spanish
// template; the roster shows a Spanish registration's language. The public forms' zone writes
// the `lang` column; here the desk's answers are given it on the way, as a Spanish page would.
import { emailDefaults } from '#domain/mail/emailDefaults';
import { expect, test, type Page } from './support/fixtures';
import { login, signIn, STAFF, useOwnStaffServer } from './staff.helpers';

const server = useOwnStaffServer();
const tag = Date.now().toString(36);
const spanish = `lucia.${tag}@example.com`;

/** The real answer of `pattern`, with the items whose e-mail is `email` in Spanish. */
async function inSpanish(page: Page, pattern: string, email: string) {
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const mark = (items: { email: string; lang: string }[]) => items.map((i) => (i.email === email ? { ...i, lang: 'es' } : i));
    await route.fulfill({ response, json: Array.isArray(body) ? mark(body) : { ...body, items: mark(body.items) } });
  });
}

test('a Spanish lead shows "Spanish" and its reply template is in Spanish; the roster shows the language', async ({
  page,
  context,
  request,
  expectNoAxeViolations,
}, testInfo) => {
  const sent = await request.post(`${server.baseURL}/api/v1.0/email/send`, {
    data: {
      lib_version: '4.4.1',
      user_id: emailDefaults.publicKey,
      service_id: emailDefaults.serviceId,
      template_id: emailDefaults.teamTemplateId,
      template_params: {
        order_id: `LANG${tag.toUpperCase()}`,
        form_type: 'consultation',
        user_name: 'Lucía Gómez',
        user_email: spanish,
        message: 'Necesitamos una consulta para una obra de microducto en San Antonio.',
      },
    },
  });
  expect(sent.status()).toBe(200);
  const session = await login(request, server.baseURL, STAFF.email, STAFF.password);
  const booked = await request.post(`${server.baseURL}/api/admin/sessions/3/registrations`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { name: 'José Ramírez', email: spanish, phone: '(210) 555-0147', company: '' },
  });
  expect(booked.status()).toBe(201);
  await signIn(context, session);
  await inSpanish(page, '**/api/admin/leads?*', spanish);
  await inSpanish(page, '**/api/admin/registrations', spanish);

  await page.goto(`${server.baseURL}/staff/leads`);
  const row = page.getByRole('table', { name: 'Leads' }).locator('tbody tr[data-row]').filter({ hasText: spanish });
  await expect(row).toContainText('Spanish');
  await row.getByRole('button', { name: /Open/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('[data-lead-lang]')).toHaveText('Spanish');
  const reply = dialog.getByRole('link', { name: 'Reply by e-mail' });
  const href = (await reply.getAttribute('href'))!;
  const params = new URL(href).searchParams;
  expect(href.startsWith(`mailto:${spanish}?`)).toBe(true);
  expect(params.get('subject')).toMatch(/^Su solicitud de consulta \(/);
  expect(params.get('body')).toMatch(/^Estimado\/a Lucía Gómez:\n\nGracias por solicitar una consulta\./);
  await expectNoAxeViolations();
  await page.screenshot({ path: testInfo.outputPath('lead-dialog.png') });
  await dialog
    .getByRole('button', { name: /Cancel|Close/ })
    .first()
    .click();

  await page.goto(`${server.baseURL}/staff/sessions?session=3`);
  await expect(page.locator('tr[data-row]').filter({ hasText: spanish })).toContainText('Spanish');
  await expectNoAxeViolations();
  await page.screenshot({ path: testInfo.outputPath('roster.png'), fullPage: true });
});
