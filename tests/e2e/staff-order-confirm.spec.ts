// Issue 37 on the order desk: quotes to confirm apart from confirmed orders, the confirm-order
// dialog (the customer's own terms, the new total as typed, a large price change asked about
// again), and the confirmation PDF opened and re-sent from the desk; on a phone the first order
// is near the top.
import { test, expect, isPhone } from './support/fixtures';
import { customerWithOrder, login, openDetails, orderRows, signIn, STAFF, useOwnStaffServer } from './staff.helpers';

const server = useOwnStaffServer();
// Clamps at $46 (1 × 46 + 10 shipping + 7 % tax = $59.22): plenty in stock for every test.
const CLAMP = 212;

test('To confirm: its tab and count, the row’s state, the dialog with the customer’s terms and the live total, a 20-fold price asked again, the PDF re-sent', async ({
  page,
  context,
  request,
  expectNoAxeViolations,
}, info) => {
  const staff = await login(request, server.baseURL, STAFF.email, STAFF.password);
  const tag = `Q${Date.now().toString(36).slice(-5)}`;
  const approved = await customerWithOrder(request, server.baseURL, { first: 'Rosa', last: `Net${tag}` }, CLAMP);
  const other = await customerWithOrder(request, server.baseURL, { first: 'Tom', last: `Card${tag}` }, CLAMP);
  const terms = await request.patch(`${server.baseURL}/api/admin/customers/${approved.session.user.id}`, {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { net_terms: true },
  });
  expect(terms.status()).toBe(200);
  await signIn(context, staff);
  await page.goto(`${server.baseURL}/staff/orders?q=${tag}`);

  const tabs = page.getByRole('navigation', { name: 'Orders by status' });
  await expect(tabs.getByRole('button', { name: 'To confirm 2' })).toBeVisible();
  await expect(orderRows(page)).toHaveCount(2);
  await expect(orderRows(page).getByText('To confirm', { exact: true })).toHaveCount(2);

  // A customer not approved for terms is offered no Net 30; the dialog starts from card by phone.
  await orderRows(page)
    .filter({ hasText: other.order.reference })
    .getByRole('button', { name: /View details/ })
    .click();
  await openDetails(page).getByRole('button', { name: 'Confirm order' }).click();
  let dialog = page.getByRole('dialog', { name: 'Confirm order' });
  await expect(dialog.getByLabel('Payment terms').locator('option')).toHaveText(['Card by phone', 'Wire / ACH']);
  await expect(
    dialog.getByText('The customer chose Purchase Order at checkout. Net 30 is only for customers approved for terms.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();

  // The approved customer's purchase order starts at Net 30; a 20-fold price shows the new total and is asked again.
  await orderRows(page)
    .filter({ hasText: approved.order.reference })
    .getByRole('button', { name: /View details/ })
    .click();
  await openDetails(page).getByRole('button', { name: 'Confirm order' }).click();
  dialog = page.getByRole('dialog', { name: 'Confirm order' });
  await expect(dialog.getByLabel('Payment terms')).toHaveValue('net_30');
  await expect(dialog.getByText('New total: $59.22')).toBeVisible();
  await dialog.getByLabel(/^Unit price:/).fill('920');
  await expect(dialog.getByText('New total: $994.40')).toBeVisible();
  await expect(dialog.getByText(/the unit price changes by more than 50 % \(\$46\.00 → \$920\.00\)/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Confirm these prices?');
  await expectNoAxeViolations();
  await page.screenshot({ path: info.outputPath(`confirm-ask-again-${page.viewportSize()?.width}.png`) });
  await dialog.getByRole('button', { name: 'Confirm these prices' }).click();
  await expect(page.getByText(`Order ${approved.order.reference} confirmed`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Confirmed: the row says so, the tab counts one, and Confirm order gives way to Change confirmation.
  const row = orderRows(page).filter({ hasText: approved.order.reference });
  await expect(row.getByText(/^Confirmed /)).toBeVisible();
  await expect(row).toContainText('$994.40');
  await expect(tabs.getByRole('button', { name: 'To confirm 1' })).toBeVisible();
  const details = openDetails(page);
  await expect(details.getByRole('button', { name: 'Confirm order' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Change confirmation' })).toBeVisible();

  // The confirmation PDF: opened from the desk and re-sent to the customer.
  const download = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Confirmation (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`${approved.order.reference}-confirmation.pdf`);
  await expect(details.getByRole('button', { name: 'Invoice (PDF)' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Re-send confirmation' }).click();
  await expect(page.getByText(`Confirmation of ${approved.order.reference} re-sent to ${approved.email}`)).toBeVisible();
  await expectNoAxeViolations();
  await page.screenshot({ path: info.outputPath(`confirmed-row-${page.viewportSize()?.width}.png`), fullPage: true });

  await tabs.getByRole('button', { name: 'To confirm 1' }).click();
  await expect(page).toHaveURL(/status=to_confirm/);
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page)).toContainText(other.order.reference);
});

test('the first order is near the top of the desk, and j/k reach the rows without tabbing', async ({ page, context, request }, info) => {
  await customerWithOrder(request, server.baseURL, { first: 'Jo', last: 'Keys' }, CLAMP);
  await signIn(context, await login(request, server.baseURL, STAFF.email, STAFF.password));
  await page.goto(`${server.baseURL}/staff/orders`);
  const rows = orderRows(page);
  await expect(rows.first()).toBeVisible();
  const top = await rows.first().evaluate((r) => r.getBoundingClientRect().top + scrollY);
  await page.screenshot({ path: info.outputPath(`desk-top-${page.viewportSize()?.width}.png`) });
  expect(top, 'the first order starts within the first screen and a half').toBeLessThan(isPhone(page) ? 740 : 600);

  await page.keyboard.press('j');
  await expect(rows.first()).toBeFocused();
  if ((await rows.count()) > 1) {
    await page.keyboard.press('j');
    await expect(rows.nth(1)).toBeFocused();
  }
  // Typing in the search is typing, not moving.
  await page.getByLabel('Search by reference, customer or e-mail').fill('jk');
  await expect(page.getByLabel('Search by reference, customer or e-mail')).toHaveValue('jk');
});
