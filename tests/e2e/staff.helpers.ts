// A server of the spec's own (built site + API + PGlite in a temp DATA_DIR) with a staff
// account made by `npm run admin -- create-user`: the CLI opens the database before the
// server does, since PGlite allows one process per data directory.
import { test } from './support/fixtures';
import { startServer } from './support/server';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

export const STAFF = { email: 'desk.admin@example.com', password: 'DeskAdmin1' };
// Registering and logging in hash passwords (argon2id): allow for a busy machine.
const API_TIMEOUT = 30_000;

export interface OwnServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/** Starts the all-in-one server with the staff account; env adds to (or overrides) this process's. */
export const startOwnServer = (env: Record<string, string> = {}): Promise<OwnServer> => startServer({ env, admin: STAFF });

/**
 * The spec file's own server, started once before its tests and stopped after them. The tests
 * run in order in one worker: they share the server (a fresh database takes a while).
 */
export function useOwnStaffServer(): OwnServer {
  let running: OwnServer | undefined;
  test.describe.configure({ mode: 'default', timeout: 120_000 });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    running = await startOwnServer();
  });
  test.afterAll(async () => running?.stop());
  return {
    get baseURL() {
      return running!.baseURL;
    },
    stop: async () => running?.stop(),
  };
}

export interface Session {
  token: string;
  user: { id: number; role: string; email: string };
}

export async function login(request: APIRequestContext, baseURL: string, email: string, password: string): Promise<Session> {
  const res = await request.post(`${baseURL}/api/auth/login`, { data: { email, password }, timeout: API_TIMEOUT });
  if (!res.ok()) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`);
  const body = await res.json();
  return { token: body.access_token, user: body.user };
}

/** Signs the browser in the way the site does: token and user in local storage. */
export async function signIn(context: BrowserContext, session: Session) {
  await context.addInitScript(({ token, user }) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }
  }, session);
}

/** A new customer, registered through the API. */
export async function newCustomer(request: APIRequestContext, baseURL: string, name: { first: string; last: string }) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${name.first.toLowerCase()}.${tag}@example.com`;
  const password = 'Customer1x';
  const reg = await request.post(`${baseURL}/api/auth/register`, {
    data: { email, username: `c${tag}`.slice(0, 20), password, first_name: name.first, last_name: name.last, phone: '2105550100' },
    timeout: API_TIMEOUT,
  });
  if (!reg.ok()) throw new Error(`register: ${reg.status()} ${await reg.text()}`);
  const session: Session = { token: (await reg.json()).access_token, user: (await reg.json()).user };
  return { tag, email, password, session };
}

/** A new customer with one order of one product (1 unless told) placed through the real checkout (cart → POST /orders). */
export async function customerWithOrder(request: APIRequestContext, baseURL: string, name: { first: string; last: string }, productId = 1) {
  const { tag, email, password, session } = await newCustomer(request, baseURL, name);
  const auth = { Authorization: `Bearer ${session.token}` };
  const cart = await request.post(`${baseURL}/api/cart/items`, {
    headers: auth,
    data: { product_id: productId, quantity: 1 },
    timeout: API_TIMEOUT,
  });
  if (!cart.ok()) throw new Error(`cart: ${cart.status()} ${await cart.text()}`);
  const placed = await request.post(`${baseURL}/api/orders`, {
    headers: { ...auth, 'Idempotency-Key': `e2e-${tag}` },
    data: {
      firstName: name.first,
      lastName: name.last,
      email,
      phone: '(210) 555-0100',
      address1: '100 Main Street',
      address2: '',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      country: 'United States',
      paymentMethod: 'purchase_order',
    },
    timeout: API_TIMEOUT,
  });
  if (!placed.ok()) throw new Error(`order: ${placed.status()} ${await placed.text()}`);
  return { email, password, session, order: (await placed.json()) as { id: string; reference: string } };
}

/** The order desk's table, its order rows, and the open order's details (the row beneath it). */
export const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders' });
export const orderRows = (page: Page) => ordersTable(page).locator('tbody tr[data-row]');
export const openDetails = (page: Page) => ordersTable(page).locator('.data-table-detail');
