// A change and its audit line are one transaction: when the line cannot be written (here the
// audit table is gone, as a full disk or a broken schema would leave it), the request fails and
// nothing changed — stock, a threshold, a customer's terms, a certificate, a lead, a seat, a
// sign-out, a password, an account made or moved by the admin CLI. (Orders: order-changes-atomic.)
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createUser, setRole } from '#server/accounts/users';
import { linkToken } from '#server/mail/links';
import { billingSteps, PDF_BYTES } from './billing.helpers';
import { PASSWORD, setup, SETUP_TIMEOUT, type Harness } from './helpers';
import { submitForm } from './relay-submit';
import { resetLinkTokenFor } from './reset-links';

let h: Harness;
let staff: string;
let customer: Awaited<ReturnType<Harness['user']>>;
let certificateId: number;
let leadId: number;
let heldId: number;
let pendingId: number;
let resetToken: string;

const one = async (sql: string, params: unknown[] = []) => (await h.db.query(sql, params)).rows[0];
const outboxCount = async () => (await one('SELECT count(*)::int AS n FROM mail_outbox')).n;

beforeAll(async () => {
  h = await setup({ sessions: [{ id: 1, start_date: '2099-01-05', end_date: '2099-01-06' }] });
  staff = (await h.user({ role: 'admin' })).token;
  customer = await h.user();
  certificateId = (await billingSteps(h).upload(customer.token, { bytes: PDF_BYTES, name: 'resale.pdf' })).body.id;
  await submitForm(h, { form_type: 'contact', user_email: 'lead@example.com', user_name: 'Lee Ann' });
  leadId = Number((await one("SELECT id FROM leads WHERE email = 'lead@example.com'")).id);
  await submitForm(h, { session_id: '1', user_email: 'pending@example.com', user_name: 'Pat Ng' });
  pendingId = Number((await one("SELECT id FROM session_registrations WHERE email = 'pending@example.com'")).id);
  const booking = { name: 'Hal Ortiz', email: 'held@example.com', phone: '2105550100' };
  heldId = (await h.request('POST', '/admin/sessions/1/registrations', { token: staff, body: booking })).body.id;
  await h.request('POST', '/auth/forgot-password', { body: { email: customer.user.email } });
  resetToken = await resetLinkTokenFor(h, customer.user.email);
  await h.db.query('DROP TABLE audit_events');
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

test('an inventory change whose audit line fails leaves stock, ledger and threshold as they were', async () => {
  const stock = async () => one('SELECT stock, low_stock_threshold FROM inventory WHERE product_id = 1');
  const movements = async () => (await one('SELECT count(*)::int AS n FROM stock_movements')).n;
  const [before, ledger] = [await stock(), await movements()];
  const adjust = { change: 4, reason: 'restock', note: '' };
  expect((await h.request('POST', '/admin/inventory/1/adjustments', { token: staff, body: adjust })).status).toBe(500);
  const receipt = { reference: 'DEL-1', lines: [{ product_id: 1, quantity: 2 }] };
  expect((await h.request('POST', '/admin/inventory/receipts', { token: staff, body: receipt })).status).toBe(500);
  expect((await h.request('PUT', '/admin/inventory/1/threshold', { token: staff, body: { low_stock_threshold: 7 } })).status).toBe(500);
  expect(await stock()).toEqual(before);
  expect(await movements()).toBe(ledger);
});

test("the customers desk's terms and review whose audit line fails change nothing", async () => {
  expect((await h.request('PATCH', `/admin/customers/${customer.user.id}`, { token: staff, body: { net_terms: true } })).status).toBe(500);
  expect((await one('SELECT net_terms FROM users WHERE id = $1', [customer.user.id])).net_terms).toBe(false);
  const review = { status: 'approved' };
  expect((await h.request('PATCH', `/admin/tax-certificates/${certificateId}`, { token: staff, body: review })).status).toBe(500);
  expect(await one('SELECT status, reviewed_at FROM tax_certificates WHERE id = $1', [certificateId])).toEqual({
    status: 'pending',
    reviewed_at: null,
  });
});

test('a lead change whose audit line fails keeps its status and adds no note', async () => {
  const change = { status: 'contacted', note: 'Called back' };
  expect((await h.request('PATCH', `/admin/leads/${leadId}`, { token: staff, body: change })).status).toBe(500);
  expect((await h.request('PATCH', '/admin/leads', { token: staff, body: { ids: [leadId], status: 'contacted' } })).status).toBe(500);
  expect((await one('SELECT status FROM leads WHERE id = $1', [leadId])).status).toBe('new');
  expect((await one('SELECT count(*)::int AS n FROM lead_notes')).n).toBe(0);
});

test('a seat change whose audit line fails keeps the registration and mails nothing', async () => {
  const mails = await outboxCount();
  const status = async (id: number) => (await one('SELECT status FROM session_registrations WHERE id = $1', [id])).status;
  expect((await h.request('PATCH', `/admin/registrations/${heldId}`, { token: staff, body: { status: 'confirmed' } })).status).toBe(500);
  expect(await status(heldId)).toBe('held');
  const token = linkToken(h.config.jwtSecret, 'seat-confirmation', pendingId);
  expect((await h.request('POST', '/school/registrations/confirm', { body: { token } })).status).toBe(500);
  expect(await status(pendingId)).toBe('pending');
  const booking = { name: 'Ivy Chen', email: 'ivy@example.com', phone: '2105550101' };
  expect((await h.request('POST', '/admin/sessions/1/registrations', { token: staff, body: booking })).status).toBe(500);
  expect(await one("SELECT id FROM session_registrations WHERE email = 'ivy@example.com'")).toBeUndefined();
  expect(await outboxCount()).toBe(mails);
});

test('a sign-out or a new password whose audit line fails leaves the session, the password and the reset link', async () => {
  const { token, user } = customer;
  const account = async () => one('SELECT password_hash, token_version FROM users WHERE id = $1', [user.id]);
  const before = await account();
  expect((await h.request('POST', '/auth/logout', { token, body: { all: true } })).status).toBe(500);
  expect((await h.request('POST', '/auth/logout', { token })).status).toBe(500);
  const change = { current_password: PASSWORD, new_password: 'Another123' };
  expect((await h.request('PATCH', '/auth/change-password', { token, body: change })).status).toBe(500);
  const reset = { token: resetToken, new_password: 'Another123' };
  expect((await h.request('POST', '/auth/reset-password', { body: reset })).status).toBe(500);
  expect(await account()).toEqual(before);
  expect((await h.request('GET', '/auth/me', { token })).status).toBe(200);
  expect((await one('SELECT count(*)::int AS n FROM password_resets WHERE used_at IS NULL')).n).toBe(1);
});

test("the admin CLI's new account or role change whose audit line fails is not made", async () => {
  const audit = () => ({ action: 'user.create' as const });
  const newcomer = { email: 'new@example.com', username: 'newcomer', first_name: 'New', last_name: 'Comer' };
  await expect(createUser(h.db, newcomer, 'not-a-real-hash', audit)).rejects.toThrow();
  expect(await one("SELECT id FROM users WHERE email = 'new@example.com'")).toBeUndefined();
  await expect(setRole(h.db, customer.user.email, 'admin', audit)).rejects.toThrow();
  expect((await one('SELECT role FROM users WHERE id = $1', [customer.user.id])).role).toBe('customer');
});
