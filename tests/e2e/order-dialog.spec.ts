import { test, expect } from './support/fixtures';
import { captureEmails } from './catalogue-support';

const PRODUCT = '/products/pb-pneumatic-blowing-machine';

async function fill(page: import('@playwright/test').Page, values: Partial<Record<'Full Name' | 'Email' | 'Phone Number', string>>) {
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
}

test.describe('order dialog', () => {
  test('?action=order opens it; every validation message shows and clears on edit', async ({ page, expectNoAxeViolations }) => {
    await page.goto(`${PRODUCT}?action=order`);
    const dialog = page.getByRole('dialog', { name: 'Order Request' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Quantity')).toHaveValue('1');
    await expect(dialog.locator('input[name="customerName"]')).toBeFocused();
    await expectNoAxeViolations();

    await dialog.getByRole('button', { name: 'Submit Order' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Phone number is required')).toBeVisible();
    await expectNoAxeViolations();

    await fill(page, { 'Full Name': 'Ana' });
    await expect(dialog.getByText('Name is required')).toHaveCount(0);
    await expect(dialog.getByText('Email is required')).toBeVisible();

    await fill(page, { Email: 'not-an-email', 'Phone Number': '0123' });
    await dialog.getByLabel('Quantity').fill('9');
    await dialog.getByRole('button', { name: 'Submit Order' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(dialog.getByText('Only 5 items available')).toBeVisible();
    await dialog.getByLabel('Quantity').fill('0');
    await expect(dialog.getByText('Only 5 items available')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Submit Order' }).click();
    await expect(dialog.getByText('Quantity must be at least 1')).toBeVisible();
    await fill(page, { Email: 'ana@example.com' });
    await expect(dialog.getByText('Please enter a valid email address')).toHaveCount(0);
    await expect(dialog.locator('input[name="customerName"]')).toHaveValue('Ana');

    // Non-numeric quantity becomes 1; the stepper stays within 1..stock.
    await dialog.getByLabel('Quantity').fill('');
    await dialog.getByLabel('Quantity').blur();
    await expect(dialog.getByLabel('Quantity')).toHaveValue('1');
    await expect(dialog.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    for (let i = 0; i < 4; i++) await dialog.getByRole('button', { name: 'Increase' }).click();
    await expect(dialog.getByLabel('Quantity')).toHaveValue('5');
    await expect(dialog.getByRole('button', { name: 'Increase' })).toBeDisabled();
  });

  test('success sends the team e-mail then the auto-reply; the dialog shows the outcome, reference and next steps until closed', async ({
    page,
    expectNoAxeViolations,
  }) => {
    const sent = await captureEmails(page, 200);
    await page.goto(PRODUCT);
    const opener = page.getByRole('button', { name: 'Order Now' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Order Request' });
    await fill(page, { 'Full Name': 'Ana Field', Email: 'ana@example.com', 'Phone Number': '(210) 555-0199' });
    await dialog.getByRole('button', { name: 'Increase' }).click();
    await expect(dialog.getByText('$37,980.00')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Order' }).click();

    const outcome = dialog.getByRole('status');
    await expect(outcome).toContainText('Order submitted successfully! We will contact you soon.');
    await expect(outcome).toBeFocused();
    expect(sent).toHaveLength(2);
    const team = sent[0].template_params;
    expect(team.order_id).toMatch(/^ORDER\d{6}$/);
    // The reference the e-mails carry, to quote when the team calls, and what happens next.
    await expect(outcome).toContainText(`Your reference: ${team.order_id}`);
    await expect(outcome.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(outcome).toContainText('We have e-mailed this reference to ana@example.com.');
    await expect(outcome).toContainText('Our team will call or e-mail you within 24 hours to confirm price, availability and delivery.');
    await expect(dialog.getByRole('button', { name: 'Submit Order' })).toHaveCount(0);
    await expectNoAxeViolations();
    // It stays until the person closes it, well past a toast's 5 seconds.
    await page.waitForTimeout(5500);
    await expect(outcome).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    expect(team.form_type).toBe('order');
    expect(team.name).toBe('Ana Field');
    expect(team.email).toBe('ana@example.com');
    expect(team.phone).toBe('(210) 555-0199');
    expect(team.product).toBe('PB Pneumatic Cable Blowing Machine');
    expect(team.price).toMatch(/^\$37,?980\.00$/);
    expect(team.message).toContain('Quantity: 2');
    expect(team.message).toContain('Unit price: $18,990.00');
    expect(team.message).toContain('Total: $37,980.00');
    const description = /Description: (.*)/.exec(team.message)?.[1] ?? '';
    expect(description.endsWith('...')).toBe(true);
    expect(description.length).toBe(203);
    expect(description).not.toMatch(/[*#<>]/);
    expect(sent[1].template_id).not.toBe(sent[0].template_id);
    expect(sent[1].template_params.order_id).toBe(team.order_id);

    await opener.click();
    await expect(dialog.locator('input[name="customerName"]')).toHaveValue('');
    await expect(dialog.getByLabel('Quantity')).toHaveValue('1');
  });

  test('failure (relay answers 500) toasts and keeps the dialog and what was typed', async ({ page, expectNoAxeViolations }) => {
    const sent = await captureEmails(page, 500);
    await page.goto(`${PRODUCT}?action=order`);
    const dialog = page.getByRole('dialog', { name: 'Order Request' });
    await fill(page, { 'Full Name': 'Ana Field', Email: 'ana@example.com', 'Phone Number': '+12105550199' });
    await dialog.getByRole('button', { name: 'Submit Order' }).click();
    await expect(page.getByText('Failed to submit order. Please try again.', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('input[name="customerEmail"]')).toHaveValue('ana@example.com');
    expect(sent).toHaveLength(1);
    await expectNoAxeViolations();
  });

  test('Submitting... disables the controls while the e-mail is on its way', async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/v1.0/email/send', async (route) => {
      await gate;
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await page.goto(`${PRODUCT}?action=order`);
    const dialog = page.getByRole('dialog', { name: 'Order Request' });
    await fill(page, { 'Full Name': 'Ana', Email: 'ana@example.com', 'Phone Number': '2105550199' });
    await dialog.getByRole('button', { name: 'Submit Order' }).click();
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.locator('input[name="customerName"]')).toBeDisabled();
    release();
    await expect(dialog.getByRole('status')).toContainText('Order submitted successfully!');
  });

  test('Cancel, Escape and the backdrop close it and remove ?action=order', async ({ page }) => {
    await page.goto(`${PRODUCT}?action=order`);
    const dialog = page.getByRole('dialog', { name: 'Order Request' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/action=order/);
    await expect(page.getByRole('button', { name: 'Order Now' })).toBeFocused();

    await page.getByRole('button', { name: 'Order Now' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Order Now' }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
  });
});
