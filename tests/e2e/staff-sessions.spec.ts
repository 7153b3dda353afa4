// Training sessions with real seats, against a server and database of this file's own that
// delivers its mail to an SMTP server started here: Join Session reserves a seat that the
// e-mailed "Confirm my seat" link holds, the last seat
// turns the card to "Session Full", staff confirm and the invitation arrives.
import { decoded, type SmtpTestServer } from '../api/smtpServer';
import { emailDefaults } from '../../src/domain/emailDefaults';
import { expect, test as base } from './support/fixtures';
import { startMailedServer } from './support/server';
import { customerWithOrder, login, signIn, STAFF } from './staff.helpers';

const test = base.extend<object, { school: { baseURL: string; smtp: SmtpTestServer } }>({
  school: [
    async ({}, use) => {
      const site = await startMailedServer(STAFF);
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ school }, use) => use(school.baseURL),
});
test.describe.configure({ mode: 'default', timeout: 120_000 });

// Session 3 (OTDR Testing and Trace Analysis): 9 of 14 seats taken when published.
const SESSION = 3;
const card = (page: import('@playwright/test').Page) => page.locator(`#session-${SESSION}`);

test('a customer cannot open the roster nor call its routes', async ({ page, request, baseURL }) => {
  const { session } = await customerWithOrder(request, baseURL!, { first: 'Ines', last: 'Pardo' });
  const headers = { Authorization: `Bearer ${session.token}` };
  expect((await request.get('/api/admin/sessions', { headers })).status()).toBe(403);
  expect((await request.get(`/api/admin/sessions/${SESSION}/registrations`, { headers })).status()).toBe(403);
  expect((await request.patch('/api/admin/registrations/1', { headers, data: { status: 'confirmed' } })).status()).toBe(403);
  await signIn(page.context(), session);
  await page.goto('/staff/sessions');
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
});

/** The "Confirm my seat" link of the newest acknowledgement to the address. */
const confirmLinkIn = (raw: string) => new URL(/https?:\/\/\S+\/confirm-seat\?token=[\w-]+/.exec(decoded(raw).replace(/=\r?\n/g, ''))![0]);

test('Join Session reserves a seat, the e-mailed "Confirm my seat" link holds it, the last seat makes the session full, and a confirmation brings the invitation', async ({
  page,
  context,
  request,
  baseURL,
  school: { smtp },
  expectNoAxeViolations,
}) => {
  await page.goto('/school');
  const course = page.locator('article').filter({ has: page.getByRole('heading', { name: 'OTDR Testing and Trace Analysis' }) });
  await expect(course.getByRole('link', { name: 'Next session March 2, 2027' })).toHaveAttribute('href', '/school?tab=sessions#session-3');
  await expect(course).toContainText('5 seats left');
  await page.goto('/school?tab=sessions');
  await expect(card(page)).toContainText('9/14 enrolled');
  await card(page).getByRole('link', { name: 'Join Session' }).click();
  await expect(page).toHaveURL(/\/contact\?type=session&course=OTDR%20Testing%20and%20Trace%20Analysis&startDate=2027-03-02&/);

  const email = `student.${Date.now().toString(36)}@example.com`;
  const form = page.locator('form[data-booking-form]');
  await form.locator('[name="name"]').fill('Marisol Vega');
  await form.locator('[name="company"]').fill('Vega Splicing LLC');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill('(210) 555-0199');
  await form.getByRole('button', { name: 'Reserve my seat' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your seat by e-mail' })).toBeVisible();
  await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
  const acknowledgement = smtp.received.find((m) => m.to.includes(email))!.raw;
  expect(decoded(acknowledgement).replace(/\r?\n/g, ' ')).toContain('A seat is reserved for you for 60 minutes.');

  // The acknowledgement's link opens the site's confirmation page, which holds the seat.
  const link = confirmLinkIn(acknowledgement);
  await page.goto(`/confirm-seat${link.search}`);
  await expect(page.getByRole('heading', { name: 'Confirm my seat' })).toBeVisible();
  await expect(
    page.getByText(/Your seat in OTDR Testing and Trace Analysis, March 2, 2027 to March 4, 2027 is held until .+\(Central Time\)/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/confirm-seat$/); // the token is not kept in the address bar
  await expectNoAxeViolations();
  await page.goto(`/confirm-seat?token=${'x'.repeat(43)}`);
  await expect(page.getByText('This confirmation link is invalid or has expired.')).toBeVisible();

  await page.goto('/school?tab=sessions');
  await expect(card(page)).toContainText('10/14 enrolled');

  // Four more registrations (as the relay receives them, each confirmed by its link) take the last seats.
  for (let i = 0; i < 4; i++) {
    const params = {
      user_name: `Seat ${i}`,
      user_email: `seat${i}.${Date.now().toString(36)}@example.com`,
      form_type: 'training',
      order_id: `TRAINING${Date.now().toString().slice(-6)}${i}`,
      session_id: String(SESSION),
      message: 'Register me please.',
    };
    for (const template_id of [emailDefaults.teamTemplateId, emailDefaults.autoReplyTemplateId]) {
      const res = await request.post('/api/v1.0/email/send', {
        data: {
          lib_version: '4.4.1',
          user_id: emailDefaults.publicKey,
          service_id: emailDefaults.serviceId,
          template_id,
          template_params: params,
        },
      });
      expect(res.status()).toBe(200);
    }
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(params.user_email)).length, { timeout: 15_000 }).toBe(1);
    const token = confirmLinkIn(smtp.received.find((m) => m.to.includes(params.user_email))!.raw).searchParams.get('token');
    expect((await request.post('/api/school/registrations/confirm', { data: { token } })).status()).toBe(200);
  }
  await page.goto('/school?tab=sessions');
  await expect(card(page)).toContainText('14/14 enrolled');
  await expect(card(page).getByRole('button', { name: 'Session Full' })).toBeDisabled();

  // Staff confirm Marisol's seat on the roster.
  await signIn(context, await login(request, baseURL!, STAFF.email, STAFF.password));
  await page.goto('/staff/sessions');
  const row = page.locator(`[data-session="${SESSION}"]`);
  await expect(row).toContainText('OTDR Testing and Trace Analysis');
  await row.getByRole('button', { name: /Registrations/ }).click();
  const registration = row.locator(`[data-registration="${email}"]`);
  await expect(registration).toContainText('Seat held');
  await expectNoAxeViolations();
  await registration.getByRole('button', { name: /Confirm/ }).click();
  await expect(registration).toContainText('Confirmed');

  await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(2);
  const confirmation = smtp.received.filter((m) => m.to.includes(email))[1].raw;
  expect(decoded(confirmation).replace(/\r?\n[ \t]+/g, ' ')).toMatch(/^Subject: Your seat is confirmed: OTDR Testing and Trace Analysis/m);
  const unfolded = confirmation.replace(/\r?\n[ \t]+/g, ' ');
  expect(unfolded).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH; name=session\.ics/i);
  const part = confirmation.slice(confirmation.search(/name=session\.ics/));
  const body = /\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(part)![1];
  const ics = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  // March 2-4, 2027, 8 AM to 5 PM Central (UTC-6): one event a day for three days.
  expect(ics).toContain('DTSTART:20270302T140000Z');
  expect(ics).toContain('DTEND:20270302T230000Z');
  expect(ics).toContain('RRULE:FREQ=DAILY;COUNT=3');
});
