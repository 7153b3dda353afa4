// The leads desk (/staff/leads) against a server and database of this file's own: a contact
// form submission arrives as New and is worked on in its dialog; the table sorts, counts per
// status, keeps its view in the address, moves by keyboard and exports what it shows; bulk
// changes report what was refused; one inbox: a checkout is its order, a seat links to the
// roster, repeat requests are grouped by e-mail, and an unanswered New lead turns overdue.
import { readFile } from 'node:fs/promises';
import { emailDefaults } from '#domain/mail/emailDefaults';
import { expect, isPhone, test, type Page } from './support/fixtures';
import { customerWithOrder, login, signIn, STAFF, useOwnStaffServer } from './staff.helpers';
import type { APIRequestContext, TestInfo } from '@playwright/test';

const server = useOwnStaffServer();

const leadsTable = (page: Page) => page.getByRole('table', { name: 'Leads' });
const leadRows = (page: Page) => leadsTable(page).locator('tbody tr[data-row]');
const rowOf = (page: Page, text: string) => leadRows(page).filter({ hasText: text });
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
/** The whole page on a desktop; on a phone the screen at the first row (a full phone page is too tall to read). */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  if (isPhone(page)) await leadRows(page).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: !isPhone(page) });
}

let sent = 0;
/** A submission to the team as the site's forms post it to the relay. */
async function sendLead(request: APIRequestContext, params: Record<string, string>) {
  const r = await request.post(`${server.baseURL}/api/v1.0/email/send`, {
    data: {
      lib_version: '4.4.1',
      user_id: emailDefaults.publicKey,
      service_id: emailDefaults.serviceId,
      template_id: emailDefaults.teamTemplateId,
      template_params: { order_id: `DESK${Date.now().toString(36).toUpperCase()}${++sent}`, form_type: 'contact', ...params },
    },
  });
  expect(r.status()).toBe(200);
}

test('a customer cannot open the leads desk nor call its routes', async ({ page, context, request }) => {
  const { session } = await customerWithOrder(request, server.baseURL, { first: 'Hugo', last: 'Ramos' });
  const headers = { Authorization: `Bearer ${session.token}` };
  expect((await request.get(`${server.baseURL}/api/admin/leads`, { headers })).status()).toBe(403);
  expect((await request.get(`${server.baseURL}/api/admin/leads.csv`, { headers })).status()).toBe(403);
  expect((await request.get(`${server.baseURL}/api/admin/staff`, { headers })).status()).toBe(403);
  expect((await request.patch(`${server.baseURL}/api/admin/leads/1`, { headers, data: { status: 'closed' } })).status()).toBe(403);
  expect((await request.patch(`${server.baseURL}/api/admin/leads`, { headers, data: { ids: [1], status: 'spam' } })).status()).toBe(403);
  await signIn(context, session);
  await page.goto(`${server.baseURL}/staff/leads`);
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leads' })).toHaveCount(0);
});

test('a contact message arrives as New, is marked Contacted with an owner and a note, and is in the full CSV', async ({
  page,
  context,
  request,
  expectNoAxeViolations,
}) => {
  const email = `lead.${Date.now().toString(36)}@example.com`;
  await page.goto(`${server.baseURL}/contact`);
  const form = page.locator('form[aria-labelledby="contact-form-title"]');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await form.locator('[name="name"]').fill('Teresa Quinn');
  await form.locator('[name="company"]').fill('Quinn Utilities');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill('(210) 555-0177');
  await form.locator('[name="inquiryType"]').selectOption('Product Information');
  await form.locator('[name="projectType"]').selectOption('Telecommunications');
  await form.locator('[name="message"]').fill('We need a quote for two OTDRs and a fusion splicer for a rural FTTH build.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your inquiry has been sent! Our team will contact you within 24 hours.')).toBeVisible();

  await signIn(context, await login(request, server.baseURL, STAFF.email, STAFF.password));
  await page.goto(`${server.baseURL}/staff/leads`);
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  const row = rowOf(page, email);
  await expect(row).toContainText('Teresa Quinn');
  await expect(row).toContainText('New');
  await expect(row).toContainText(/\d+ h left to answer/);
  await expect(page.locator('[data-new-count]')).toContainText(/\d+ new/);
  await expectNoAxeViolations();
  await page.getByLabel(/Search by name, e-mail, company or text/).fill('Quinn Utilities');
  await expect(page.getByRole('status').filter({ hasText: /^1 lead$/ })).toBeVisible();

  await row.getByRole('button', { name: /^Open/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Teresa Quinn' });
  await expect(dialog).toContainText('two OTDRs and a fusion splicer');
  await dialog.getByLabel('Status').selectOption('contacted');
  await dialog.getByLabel('Owner').selectOption({ label: `${STAFF.email} (me)` });
  await dialog.getByLabel(/Add a note/).fill('Called Teresa; quote for 2 OTDRs and a 90S splicer by Friday.');
  await expectNoAxeViolations();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Contacted');
  await expect(row).toContainText(STAFF.email);
  await expect(row).not.toContainText('left to answer');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'All matching (CSV)' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const [header, ...lines] = csv.trimEnd().split('\r\n');
  expect(header).toBe(
    '"id","received_at","type","status","name","email","phone","company","subject","product","reference","owner","message","notes"',
  );
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('"contact","contacted","Teresa Quinn"');
  expect(lines[0]).toContain('quote for 2 OTDRs and a 90S splicer by Friday.');
});

test('one inbox, the table and bulk work: orders, seats, repeat senders, tabs, sorting, address, keys, CSV, bulk changes', async ({
  page,
  context,
  request,
  expectNoAxeViolations,
}, testInfo) => {
  const tag = `Q${Date.now().toString(36).slice(-5)}`;
  const buyer = await customerWithOrder(request, server.baseURL, { first: 'Ines', last: `Buyer${tag}` });
  const ref = buyer.order.reference;
  await sendLead(request, {
    form_type: 'checkout',
    user_name: `Ines Buyer${tag}`,
    user_email: buyer.email,
    subject: `Checkout order ${ref}`,
    message: `Order reference: ${ref}`,
  });
  await sendLead(request, { form_type: 'training', session_id: '1', user_name: `Omar Seat${tag}`, user_email: `omar.${tag}@example.com` });
  const kim = `kim.${tag}@example.com`;
  for (const subject of ['OTDR rental for a week', 'OTDR purchase quote', 'Splicing class dates']) {
    await sendLead(request, { user_name: `Kim Ortiz${tag}`, user_email: kim, subject });
  }
  await signIn(context, await login(request, server.baseURL, STAFF.email, STAFF.password));
  await page.goto(`${server.baseURL}/staff/leads`);
  const rows = leadRows(page);
  await expect(rows.first()).toBeVisible();

  // Tabs count each status under the search; a checkout is an order, not New.
  const tabs = page.getByRole('navigation', { name: 'Leads by status' });
  await page.keyboard.press('/');
  await expect(page.getByLabel(/Search by name/)).toBeFocused();
  await page.keyboard.type(tag);
  await expect(tabs.getByRole('button', { name: 'New 4' })).toBeVisible();
  await expect(tabs.getByRole('button', { name: 'Orders 1' })).toBeVisible();
  await expect(tabs.getByRole('button', { name: 'All 5' })).toHaveAttribute('aria-pressed', 'true');
  const order = rowOf(page, buyer.email);
  await expect(order).toContainText('Order lead');
  await expect(order.getByRole('link', { name: `${ref} on the order desk` })).toHaveAttribute('href', `/staff/orders?q=${ref}`);
  await expect(order).toContainText('Processing');
  await expect(order).not.toContainText('left to answer');
  const seat = rowOf(page, `omar.${tag}@example.com`);
  const seatLink = seat.getByRole('link', { name: /^Registration: .+ on the sessions roster$/ });
  await expect(seatLink).toHaveAttribute('href', `/staff/sessions?session=1&q=${encodeURIComponent(`omar.${tag}@example.com`)}`);
  // The link opens the roster on that session, narrowed to that person's registration; Back
  // returns to the desk as it was (its view is in the address).
  await seatLink.click();
  await expect(page.getByRole('table').getByText(`omar.${tag}@example.com`)).toBeVisible();
  await page.goBack();
  await expect(rowOf(page, buyer.email)).toContainText('Order lead');
  // Back restores the scroll position; at the top no control sits under the sticky header.
  await page.evaluate(() => scrollTo(0, 0));
  await expectNoAxeViolations();
  await screenshot(page, testInfo, 'leads-desk');
  await noSidewaysScroll(page);

  await tabs.getByRole('button', { name: /^New/ }).click();
  await expect(rows).toHaveCount(4);
  await expect(leadsTable(page)).not.toContainText(ref);
  await tabs.getByRole('button', { name: /^All/ }).click();

  // Repeat requests from one address: "3 requests" shows them all.
  await rowOf(page, kim)
    .first()
    .getByRole('button', { name: `3 requests from ${kim}: show them all` })
    .click();
  await expect(page.locator('[data-email-filter]')).toContainText(kim);
  await expect(rows).toHaveCount(3);
  await expect(page).toHaveURL(new RegExp(`email=${encodeURIComponent(kim).replace('.', '\\.')}`));
  await page.getByRole('button', { name: 'Show all senders' }).click();
  await expect(rows).toHaveCount(5);

  // Sorting by sender, both ways; the address keeps the view through a reload.
  const from = leadsTable(page).getByRole('button', { name: /^From/ });
  await from.click();
  await expect(leadsTable(page).locator('th[aria-sort="ascending"]')).toContainText('From');
  await expect(rows.first()).toContainText(`Ines Buyer${tag}`);
  await from.click();
  await expect(leadsTable(page).locator('th[aria-sort="descending"]')).toContainText('From');
  await expect(rows.first()).toContainText(`Omar Seat${tag}`);
  await expect(page).toHaveURL(/sort=name/);
  await page.reload();
  await expect(page.getByLabel(/Search by name/)).toHaveValue(tag);
  await expect(leadsTable(page).locator('th[aria-sort="descending"]')).toContainText('From');
  await expect(rows.first()).toContainText(`Omar Seat${tag}`);

  // Keyboard: j/↓ and k/↑ move between rows, Enter opens the focused lead.
  await rows.first().focus();
  await page.keyboard.press('j');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press('k');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: `Kim Ortiz${tag}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The export holds the rows shown, in the order shown.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV of the leads shown' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe(
    '"Received","From","E-mail","Phone","Company","Request","Subject","Language","Status","Order","Owner","Requests from this e-mail"',
  );
  expect(lines.slice(1).map((l) => l.split('","')[1])).toEqual([
    `Omar Seat${tag}`,
    `Kim Ortiz${tag}`,
    `Kim Ortiz${tag}`,
    `Kim Ortiz${tag}`,
    `Ines Buyer${tag}`,
  ]);
  expect(lines.at(-1)).toContain(`"order processing","${ref}"`);

  // Bulk: every lead shown marked Contacted and given an owner; the order and nothing else is refused.
  await leadsTable(page).getByLabel('Select all rows shown').check();
  const bar = page.getByRole('form', { name: 'Change the selected leads' });
  await expect(bar).toContainText('5 leads selected');
  await bar.getByLabel('Set status').selectOption('contacted');
  await bar.getByLabel('Set owner').selectOption({ label: STAFF.email });
  await expectNoAxeViolations();
  await screenshot(page, testInfo, 'leads-bulk-bar');
  await bar.getByRole('button', { name: 'Apply to 5 leads' }).click();
  const summary = page.locator('[data-bulk-summary]');
  await expect(summary).toContainText('4 leads changed, 1 refused');
  await expect(summary).toContainText(`Kim Ortiz${tag}: New → Contacted, owner changed`);
  await expect(summary).toContainText(`Ines Buyer${tag}: This checkout is order ${ref}: change its status on the order desk`);
  await expect(bar).toBeHidden();
  await expect(tabs.getByRole('button', { name: 'Contacted 4' })).toBeVisible();
  await expect(rowOf(page, `omar.${tag}`)).toContainText(STAFF.email);
  await expectNoAxeViolations();
  await screenshot(page, testInfo, 'leads-bulk');
  await noSidewaysScroll(page);

  // Two rows on to Closed, then a move the rules refuse (Closed → Contacted).
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await bar.getByLabel('Set status').selectOption('closed');
  await bar.getByRole('button', { name: 'Apply to 2 leads' }).click();
  await expect(summary).toContainText('2 leads changed');
  await rows.nth(0).getByRole('checkbox').check();
  await bar.getByLabel('Set status').selectOption('contacted');
  await bar.getByRole('button', { name: 'Apply to 1 lead' }).click();
  await expect(summary).toContainText('0 leads changed, 1 refused');
  await expect(summary).toContainText('A lead that is Closed cannot be marked Contacted');
});

test('a New lead left a day unanswered is overdue, in words', async ({ page, context, request, expectNoAxeViolations }, testInfo) => {
  const email = `late.${Date.now().toString(36)}@example.com`;
  await sendLead(request, { user_name: 'Lola Late', user_email: email, subject: 'Bend-insensitive patch cords' });
  await signIn(context, await login(request, server.baseURL, STAFF.email, STAFF.password));
  await page.clock.setFixedTime(Date.now() + 27 * 3_600_000);
  await page.goto(`${server.baseURL}/staff/leads?q=${email}`);
  const row = rowOf(page, email);
  await expect(row.locator('[data-overdue]')).toHaveText(/^⚠ Overdue by 3 h$/);
  await expectNoAxeViolations();
  await screenshot(page, testInfo, 'leads-overdue');
});
