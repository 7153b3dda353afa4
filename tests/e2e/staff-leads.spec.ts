// The leads desk (/staff/leads) against a server and database of this file's own: a contact
// form submission arrives as New, is marked Contacted with a note, and is in the CSV export.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { customerWithOrder, login, signIn, STAFF, useOwnStaffServer } from './staff.helpers';

const server = useOwnStaffServer();

test('a customer cannot open the leads desk nor call its routes', async ({ page, context, request }) => {
  const { session } = await customerWithOrder(request, server.baseURL, { first: 'Hugo', last: 'Ramos' });
  const headers = { Authorization: `Bearer ${session.token}` };
  expect((await request.get(`${server.baseURL}/api/admin/leads`, { headers })).status()).toBe(403);
  expect((await request.get(`${server.baseURL}/api/admin/leads.csv`, { headers })).status()).toBe(403);
  expect((await request.patch(`${server.baseURL}/api/admin/leads/1`, { headers, data: { status: 'closed' } })).status()).toBe(403);
  await signIn(context, session);
  await page.goto(`${server.baseURL}/staff/leads`);
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leads' })).toHaveCount(0);
});

test('a contact message arrives as New, is marked Contacted with a note, and is in the CSV export', async ({
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
  const row = page.locator(`[data-lead="${email}"]`);
  await expect(row).toContainText('Teresa Quinn');
  await expect(row).toContainText('New');
  await expect(page.locator('[data-new-count]')).toContainText(/\d+ new/);
  await expectNoAxeViolations();
  await page.getByLabel('Search by name, e-mail, company or text').fill('Quinn Utilities');
  await expect(page.getByRole('status').filter({ hasText: /^1 lead$/ })).toBeVisible();

  await row.getByRole('button', { name: /Open/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Teresa Quinn' });
  await expect(dialog).toContainText('two OTDRs and a fusion splicer');
  await dialog.getByLabel('Status').selectOption('contacted');
  await dialog.getByLabel('Assigned to me').check();
  await dialog.getByLabel(/Add a note/).fill('Called Teresa; quote for 2 OTDRs and a 90S splicer by Friday.');
  await expectNoAxeViolations();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Contacted');
  await expect(row).toContainText(`Owner: ${STAFF.email}`);

  await page.getByLabel('Status').selectOption('contacted');
  await expect(row).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const [header, ...lines] = csv.trimEnd().split('\r\n');
  expect(header).toBe(
    '"id","received_at","type","status","name","email","phone","company","subject","product","reference","owner","message","notes"',
  );
  const line = lines.find((l) => l.includes(email));
  expect(line).toContain('"contact","contacted","Teresa Quinn"');
  expect(line).toContain('quote for 2 OTDRs and a 90S splicer by Friday.');
});
