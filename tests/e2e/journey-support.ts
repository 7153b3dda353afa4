// Helpers of the signed-in journey suites (auth, cart, checkout, orders, account).
//
// These suites place, ship and cancel orders, which moves live stock; the catalogue suites
// read that stock. So each Playwright worker runs them against its own all-in-one server
// (same build, own embedded database) that also holds a staff account for the staff API.
// The admin CLI needs the embedded database to itself, so it runs before that server starts.
import type { APIRequestContext, Page } from '@playwright/test';
import { isPhone, test as base } from './support/fixtures';
import { startServer } from './support/server';

export const PASSWORD = 'Passw0rd1';
export const PRODUCTS = {
  pneumatic: { id: 1, slug: 'pb-pneumatic-blowing-machine', name: 'PB Pneumatic Cable Blowing Machine' },
  hydro: { id: 2, slug: 'pb-hydro-blowing-machine' },
  boring: { id: 3, slug: 'thrust-boring-machine', name: 'Hydraulic Thrust Boring Machine' },
  /** 100 in stock, $34: for a spec that only needs something in the cart, never the last machine (2 in stock) others buy. */
  lubricant: { id: 266, slug: 'cable-pulling-lubricant-1-gal' },
} as const;

export interface Account {
  email: string;
  username: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string;
}
export interface Session {
  token: string;
  user: Record<string, unknown>;
  account: Account;
}

let counter = 0;
export function newAccount(): Account {
  const tag = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `buyer-${tag}@example.com`,
    username: `b${tag}`.slice(0, 20),
    password: PASSWORD,
    first_name: 'Jo',
    last_name: 'Rivera',
    phone: '2105550100',
  };
}

export async function registerViaApi(request: APIRequestContext, account = newAccount()): Promise<Session> {
  const res = await request.post('/api/auth/register', { data: account });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  const body = await res.json();
  return { token: body.access_token, user: body.user, account };
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function addToCartViaApi(request: APIRequestContext, token: string, productId: number, quantity = 1) {
  const res = await request.post('/api/cart/items', { headers: auth(token), data: { product_id: productId, quantity } });
  if (!res.ok()) throw new Error(`add to cart failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

export async function ordersViaApi(request: APIRequestContext, token: string) {
  return (await request.get('/api/orders', { headers: auth(token) })).json();
}

export async function stockViaApi(request: APIRequestContext): Promise<Record<string, number>> {
  return (await request.get('/api/products/stock')).json();
}

export const CHECKOUT_FORM = {
  phone: '210-555-0100',
  address1: '100 Main Street',
  city: 'San Antonio',
  state: 'TX',
  postalCode: '78205',
  country: 'United States',
  paymentMethod: 'purchase_order',
};

/** Fills the checkout's address fields the way a customer would (name and e-mail come from the account). */
export async function fillCheckoutAddress(page: Page) {
  await page.getByLabel('Phone').fill(CHECKOUT_FORM.phone);
  await page.getByLabel('Address', { exact: true }).fill(CHECKOUT_FORM.address1);
  await page.getByLabel('City').fill(CHECKOUT_FORM.city);
  await page.getByLabel('State').fill(CHECKOUT_FORM.state);
  await page.getByLabel('Postal Code').fill(CHECKOUT_FORM.postalCode);
  await page.getByLabel('Country').fill(CHECKOUT_FORM.country);
}

export async function placeOrderViaApi(request: APIRequestContext, session: Session) {
  const form = { firstName: 'Jo', lastName: 'Rivera', email: session.account.email, address2: '', ...CHECKOUT_FORM };
  const res = await request.post('/api/orders', {
    headers: { ...auth(session.token), 'Idempotency-Key': `k-${Math.random()}` },
    data: form,
  });
  if (!res.ok()) throw new Error(`order failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** Stores the session the way the site does (local storage 'token' and 'user'). */
export async function signIn(page: Page, session: Session, path = '/') {
  // A document of the origin without scripts: a page's own auth check could otherwise
  // answer the stored session (an expired one, say) by navigating while goto(path) runs.
  await page.goto('/robots.txt');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(path);
}

/** Opens the header's account entry: the drawer on a phone, the account menu on a desktop. */
export async function openAccountMenu(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  else await page.locator('[data-account-toggle]').click();
}

export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * A second all-in-one server whose database already holds a staff (admin) account: the
 * admin CLI needs the embedded database to itself, so it runs before this server starts.
 */
export const startServerWithAdmin = (admin: { email: string; password: string }) => startServer({ admin });

export const STAFF = { email: 'staff@example.com', password: 'Staff-Passw0rd' };

/** The shared `test` of these suites: baseURL is this worker's own server. */
export const test = base.extend<object, { shop: { baseURL: string } }>({
  shop: [
    async ({}, use) => {
      const server = await startServerWithAdmin(STAFF);
      await use({ baseURL: server.baseURL });
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.baseURL),
});
export { expect, isPhone } from './support/fixtures';

/** The staff account's session (its token and user). */
export async function staffViaApi(request: APIRequestContext): Promise<{ access_token: string; user: Record<string, unknown> }> {
  return (await request.post('/api/auth/login', { data: STAFF })).json();
}

/** Marks an order shipped through the staff API (PATCH /admin/orders/{id}). */
export async function shipViaStaffApi(request: APIRequestContext, orderId: string, trackingNumber: string) {
  const { access_token } = await staffViaApi(request);
  const res = await request.patch(`/api/admin/orders/${orderId}`, {
    headers: auth(access_token),
    data: { status: 'shipped', tracking_number: trackingNumber, shipping_method: 'Freight' },
  });
  if (!res.ok()) throw new Error(`ship failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** Records a payment on the order through the staff API (POST /admin/orders/{id}/payments). */
export async function payViaStaffApi(request: APIRequestContext, orderId: string, amount: number) {
  const { access_token } = await staffViaApi(request);
  const res = await request.post(`/api/admin/orders/${orderId}/payments`, {
    headers: auth(access_token),
    data: { amount, method: 'check', paid_on: new Date().toISOString().slice(0, 10), reference: 'CHK 1001' },
  });
  if (!res.ok()) throw new Error(`payment failed: ${res.status()} ${await res.text()}`);
  return res.json();
}
