// Training sessions with real seats, against a server and database of this file's own that
// delivers its mail to an SMTP server started here: Join Session reserves a seat that the
// e-mailed "Confirm my seat" link holds, the last seat
// turns the card to "Session Full", staff confirm and the invitation arrives.
import { decoded } from '../api/smtp-server';
import { emailDefaults } from '#domain/mail/emailDefaults';
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, isPhone, type Page } from './support/fixtures';
import { LOOPBACK_PROXY, personAddress } from './support/server';
import { mailedTest } from './support/mailed-test';
import { customerWithOrder, login, signIn, STAFF } from './staff.helpers';
import { postToRelay } from './support/relay';

// Each registration below names its person's client address (X-Forwarded-For).
const test = mailedTest(STAFF, { TRUST_PROXY: LOOPBACK_PROXY });
test.describe.configure({ mode: 'default', timeout: 120_000 });

// Session 3 (OTDR Testing and Trace Analysis): 9 of 14 seats taken when published.
const SESSION = 3;
const card = (page: Page) => page.locator(`#session-${SESSION}`);
const registrationRow = (page: Page, text: string) => page.locator('tr[data-row]').filter({ hasText: text });

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

let sent = 0;
const sessionRegistration = (sessionId: number, name: string, email: string) => ({
  user_name: name,
  user_email: email,
  form_type: 'training',
  order_id: `TRAINING${Date.now().toString(36).toUpperCase()}${++sent}`,
  session_id: String(sessionId),
});
/** A session registration as the relay receives it (the team message, then the acknowledgement), from this client address. */
async function sendRegistration(request: APIRequestContext, params: Record<string, string>, address: string) {
  for (const templateId of [emailDefaults.teamTemplateId, emailDefaults.autoReplyTemplateId])
    await postToRelay(request, templateId, params, address);
}

/** The "Confirm my seat" link of the newest acknowledgement to the address. */
const confirmLinkIn = (raw: string) => new URL(/https?:\/\/\S+\/confirm-seat\?token=[\w-]+/.exec(decoded(raw).replace(/=\r?\n/g, ''))![0]);

test('Join Session reserves a seat, the e-mailed "Confirm my seat" link holds it, the last seat makes the session full, and a confirmation brings the invitation', async ({
  page,
  context,
  request,
  baseURL,
  mailed: { smtp },
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

  // Four more people (as the relay receives them, each confirmed by its link) take the last seats.
  for (let i = 0; i < 4; i++) {
    const tag = `seat${i}-${Date.now().toString(36)}`;
    const params = { ...sessionRegistration(SESSION, `Seat ${i}`, `${tag}@${tag}.example.com`), message: 'Register me please.' };
    await sendRegistration(request, params, personAddress());
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(params.user_email)).length, { timeout: 15_000 }).toBe(1);
    const token = confirmLinkIn(smtp.received.find((m) => m.to.includes(params.user_email))!.raw).searchParams.get('token');
    expect((await request.post('/api/school/registrations/confirm', { data: { token } })).status()).toBe(200);
  }
  await page.goto('/school?tab=sessions');
  await expect(card(page)).toContainText('14/14 enrolled');
  await expect(card(page).getByRole('button', { name: 'Session Full' })).toBeDisabled();

  // Staff confirm Marisol's seat on the roster.
  await signIn(context, await login(request, baseURL!, STAFF.email, STAFF.password));
  await page.goto(`/staff/sessions?session=${SESSION}`);
  await expect(page.locator('[data-roster-summary]')).toContainText('OTDR Testing and Trace Analysis');
  await expect(page.locator('[data-roster-summary]')).toContainText('Booked outside the site: 9');
  const registration = registrationRow(page, email);
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

// Session 1 (Fiber Optic Fundamentals): 14 of 20 seats booked outside the site when published.
const PHONE_SESSION = 1;

test('the desk: registrations as a table with status tabs, sort and session in the address; the roster takes a phone booking, exports as CSV and prints', async ({
  page,
  context,
  request,
  baseURL,
  expectNoAxeViolations,
}, testInfo) => {
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`sessions-${name}.png`), fullPage: true });
  const staff = await login(request, baseURL!, STAFF.email, STAFF.password);
  const tag = Date.now().toString(36);
  for (const name of ['Ben Cole', 'Ana Ruiz'])
    expect(
      (
        await request.post(`/api/admin/sessions/${PHONE_SESSION}/registrations`, {
          headers: { Authorization: `Bearer ${staff.token}` },
          data: { name, email: `${name.split(' ')[0].toLowerCase()}.${tag}@example.com`, phone: '210-555-0100' },
        })
      ).status(),
    ).toBe(201);
  await signIn(context, staff);

  // Every session's registrations; Enter on a row opens its session's roster.
  await page.goto('/staff/sessions');
  const rows = page.locator('tr[data-row]');
  await expect(registrationRow(page, `ben.${tag}@example.com`)).toContainText('By phone');
  await expectNoAxeViolations();
  await registrationRow(page, `ben.${tag}@example.com`).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`session=${PHONE_SESSION}`));
  const summary = page.locator('[data-roster-summary]');
  await expect(summary).toContainText('Fiber Optic Fundamentals');
  await expect(summary.locator('[data-outside]')).toHaveText('Booked outside the site: 14');
  await expect(rows).toHaveCount(2);

  // A caller booked on the desk: refused while incomplete, then a held seat like any registration.
  await page.getByRole('button', { name: 'Add phone booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add phone booking' });
  await dialog.getByRole('button', { name: 'Add booking' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Phone is required')).toBeVisible();
  await expectNoAxeViolations();
  await dialog.getByLabel('Name').fill('Carla Mendez');
  await dialog.getByLabel('Phone').fill('(210) 555-0147');
  await dialog.getByLabel('E-mail').fill(`ANA.${tag}@example.com`);
  await dialog.getByLabel(/Company/).fill('Mendez Splicing');
  await dialog.getByRole('button', { name: 'Add booking' }).click();
  // Refused (that address is booked already): the message says why and nothing typed is lost.
  await expect(page.getByText('Could not add the booking: This e-mail address is already registered for the session')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Carla Mendez');
  await dialog.getByLabel('E-mail').fill(`carla.${tag}@example.com`);
  await dialog.getByRole('button', { name: 'Add booking' }).click();
  await expect(dialog).toBeHidden();
  const carla = registrationRow(page, 'Carla Mendez');
  await expect(carla).toContainText('Seat held');
  await expect(carla).toContainText('By phone');
  await expect(carla).toContainText('Mendez Splicing');
  await expect(rows).toHaveCount(3);
  await expect(summary).toContainText(/Held\s*3/);
  await carla.getByRole('button', { name: /Confirm/ }).click();
  await expect(carla).toContainText('Confirmed');

  // Status tabs with counts; sort by name; the view is kept over a reload.
  const tabs = page.getByRole('navigation', { name: 'Registrations by status' });
  await expect(tabs.getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tabs.getByRole('button', { name: 'Seat held 2' })).toBeVisible();
  await tabs.getByRole('button', { name: 'Seat held 2' }).click();
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: /^Name/ }).click();
  await page.getByRole('button', { name: /^Name/ }).click();
  await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first()).toContainText('Ben Cole');
  await expect(page).toHaveURL(/status=held/);
  await page.reload();
  await expect(tabs.getByRole('button', { name: 'Seat held 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Session')).toHaveValue(String(PHONE_SESSION));
  await expect(rows.first()).toContainText('Ben Cole');
  await expect(rows.last()).toContainText('Ana Ruiz');
  await page.keyboard.press('/');
  await expect(page.getByLabel(/Search by name, e-mail/)).toBeFocused();
  await tabs.getByRole('button', { name: 'All 3' }).click();
  // From the top: axe counts a link scrolled under the sticky site header as a target too small.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations();
  await shot('roster');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);

  // The roster as CSV: the rows shown, with the columns the table leaves out.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^roster-${PHONE_SESSION}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const lines = readFileSync((await file.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('"Name","Company","E-mail","Phone","Session","Session start","Status","Booked","Language","Registered"');
  expect(lines).toHaveLength(4);
  expect(lines.find((l) => l.startsWith('"Carla Mendez"'))).toContain(
    `"Mendez Splicing","carla.${tag}@example.com","(210) 555-0147","Fiber Optic Fundamentals","2027-01-19","Confirmed","By phone"`,
  );

  // A caller with no e-mail address: a phone number is enough.
  await page.getByRole('button', { name: 'Add phone booking' }).click();
  await dialog.getByLabel('Name').fill('Dario Vela');
  await dialog.getByLabel('Phone').fill('(210) 555-0148');
  await dialog.getByRole('button', { name: 'Add booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(registrationRow(page, 'Dario Vela')).toContainText('Seat held');
  // The students booked outside the site have a line each only on paper.
  await expect(page.locator('[data-outside-rows]')).toBeHidden();

  // Printed, the page is just the roster: no frame, tabs, filters or buttons; a line for each student booked outside the site.
  await page.emulateMedia({ media: 'print' });
  await expect(summary).toBeVisible();
  await expect(carla).toBeVisible();
  await expect(page.locator('[data-outside-rows]')).toContainText('Booked outside the site (14)');
  await expect(page.locator('[data-outside-rows] tbody tr')).toHaveCount(14);
  await expect(tabs).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print roster' })).toBeHidden();
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Order Desk' })).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  await shot('print');
  await page.emulateMedia({ media: 'screen' });
  if (!isPhone(page)) await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
});

// Session 6 (Cable Blowing Machine Operation): 6 of 12 seats booked outside the site.
const REVIEW_SESSION = 6;

test('the roster marks registrations over the per-address limit; staff approve one (a seat) and decline the other', async ({
  page,
  context,
  request,
  baseURL,
  expectNoAxeViolations,
}, testInfo) => {
  // Four people from one client address: two get seats, two wait for review.
  const address = personAddress();
  const tag = Date.now().toString(36);
  const names = ['Ada Reyes', 'Bo Chen', 'Cy Ortiz', 'Dee Park'];
  for (const [i, name] of names.entries())
    await sendRegistration(request, sessionRegistration(REVIEW_SESSION, name, `${i}.${tag}@crew${i}-${tag}.example.com`), address);

  await signIn(context, await login(request, baseURL!, STAFF.email, STAFF.password));
  await page.goto(`/staff/sessions?session=${REVIEW_SESSION}`);
  await expect(page.locator('tr[data-row]')).toHaveCount(4);
  for (const name of ['Cy Ortiz', 'Dee Park']) {
    const row = registrationRow(page, name);
    await expect(row).toContainText('Over the per-address limit');
    await expect(row.getByRole('button', { name: `Approve ${name}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Decline ${name}` })).toBeVisible();
  }
  await expect(registrationRow(page, 'Ada Reyes').getByRole('button', { name: /Approve/ })).toHaveCount(0);
  await expect(page.locator('[data-roster-summary]')).toContainText(/Held\s*2/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations();
  await page.screenshot({ path: testInfo.outputPath('sessions-review.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);

  await registrationRow(page, 'Cy Ortiz').getByRole('button', { name: 'Approve Cy Ortiz' }).click();
  await expect(page.getByText('Registration approved: a seat is held and the person has been e-mailed.')).toBeVisible();
  await expect(registrationRow(page, 'Cy Ortiz')).toContainText('Seat held');
  await expect(page.locator('[data-roster-summary]')).toContainText(/Held\s*3/);
  await registrationRow(page, 'Dee Park').getByRole('button', { name: 'Decline Dee Park' }).click();
  await expect(page.getByText('Registration declined; the person has been e-mailed.')).toBeVisible();
  await expect(registrationRow(page, 'Dee Park')).toContainText('Declined');
  await expect(registrationRow(page, 'Dee Park').getByRole('button')).toHaveCount(0);
});
