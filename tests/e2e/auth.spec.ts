// Login, register, route guards and the expired session.
import { expect, loginThroughForm, newAccount, registerViaApi, signIn, test } from './journey-support';

const GUARDED = ['/cart', '/checkout', '/order-success', '/account', '/orders', '/orders/00000000-0000-4000-8000-000000000000'];

test('login: every validation message, the failure banner, and typed values kept when the API is down', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expectNoAxeViolations();

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await loginThroughForm(page, 'nobody@example.com', 'wrong-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed. Please check your credentials.' })).toBeVisible();
  await expectNoAxeViolations();

  await page.route('**/api/auth/login', (route) => route.abort());
  await loginThroughForm(page, 'someone@example.com', 'secret-1');
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed. Please check your credentials.' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
  await expect(page.getByLabel('Password')).toHaveValue('secret-1');

  await page.getByRole('link', { name: 'Register' }).filter({ visible: true }).last().click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('register: every validation message, a taken e-mail, and the API down', async ({ page, request, expectNoAxeViolations }) => {
  test.slow(); // three axe scans
  const taken = await registerViaApi(request);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  for (const message of ['Username is required', 'Email is required', 'Password is required', 'Please confirm your password']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expectNoAxeViolations();

  const fill = async (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) await page.locator(`input[name="${name}"]`).fill(value);
  };
  await fill({
    first_name: 'x'.repeat(51),
    last_name: 'y'.repeat(51),
    username: 'ab',
    email: 'bad@',
    phone: '1'.repeat(21),
    password: 'short',
    confirmPassword: 'other',
  });
  await page.getByRole('button', { name: 'Register' }).click();
  for (const message of [
    'First name must not exceed 50 characters',
    'Last name must not exceed 50 characters',
    'Username must be at least 3 characters',
    'Invalid email address',
    'Phone must not exceed 20 characters',
    'Password must be at least 8 characters',
    'Passwords do not match',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Username').fill('a'.repeat(21));
  await page.getByLabel('Password', { exact: true }).fill('alllowercase1');
  await expect(page.getByText('Username must not exceed 20 characters')).toBeVisible();
  await expect(page.getByText('Password must contain at least one uppercase letter, one lowercase letter, and one number')).toBeVisible();
  await expectNoAxeViolations();

  const account = newAccount();
  await fill({
    first_name: 'Ana',
    last_name: 'Lopez',
    username: account.username,
    email: taken.account.email,
    phone: '',
    password: account.password,
    confirmPassword: account.password,
  });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An account with this email already exists' })).toBeVisible();
  await expectNoAxeViolations();

  await page.getByLabel('Email').fill(account.email);
  await page.route('**/api/auth/register', (route) => route.abort());
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Registration failed. Please try again.' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(account.username);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
});

test('each guarded route sends a visitor to /login with from, and back after login', async ({ page, request }) => {
  const session = await registerViaApi(request);
  for (const path of GUARDED) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?from=${encodeURIComponent(path)}`);
  }
  // Back after login to the order asked for; an unknown one then leads on to /orders.
  await loginThroughForm(page, session.account.email, session.account.password);
  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();

  for (const path of ['/cart', '/account']) {
    await page.evaluate(() => localStorage.clear());
    await page.goto(path);
    await expect(page).toHaveURL(`/login?from=${encodeURIComponent(path)}`);
    await loginThroughForm(page, session.account.email, session.account.password);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Signed in, /login and /register send the visitor on at once.
  await page.goto('/login?from=/orders');
  await expect(page).toHaveURL('/orders');
  await page.goto('/register');
  await expect(page).toHaveURL('/');
});

test("a visitor signs in on the guarded page itself: one document, the sign-in address and title, none of the page's files", async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  const session = await registerViaApi(request);
  const documents: string[] = [];
  const files: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    if (/\/_astro\/(CartIsland|LoginIsland)\./.test(r.url())) files.push(new URL(r.url()).pathname.replace(/\..*/, ''));
  });
  await page.goto('/cart');
  await expect(page).toHaveURL('/login?from=%2Fcart');
  await expect(page).toHaveTitle('Log in | FiberPro Texas');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.locator('astro-island[data-live]')).toHaveCount(1);
  await expect(page.getByText('Loading...', { exact: true })).toBeHidden();
  expect(documents).toEqual(['/cart']);
  expect(files).toEqual(['/_astro/LoginIsland']);
  await expectNoAxeViolations();

  await loginThroughForm(page, session.account.email, session.account.password);
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeHidden();
  expect(documents).toEqual(['/cart', '/cart']);
  // Signed in, the page's own island starts and the form's never does.
  expect(files).toEqual(['/_astro/LoginIsland', '/_astro/CartIsland']);
});

test('an expired token on a guarded page ends at /login with the session-expired message', async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  const session = await registerViaApi(request);
  await signIn(page, { ...session, token: `${session.token}x` }, '/account');
  await expect(page).toHaveURL(/\/login\?from=%2Faccount/);
  await expect(page.getByRole('alert').filter({ hasText: 'Session expired. Please login again.' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
  await expectNoAxeViolations();
  await loginThroughForm(page, session.account.email, session.account.password);
  await expect(page).toHaveURL('/account');
});

test('two tabs stay in step: logging out in one logs out the other', async ({ page, context, request }) => {
  const session = await registerViaApi(request);
  await signIn(page, session, '/account');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/');
  await other.evaluate(() => {
    localStorage.removeItem('token');
    localStorage.removeItem('user');
  });
  await expect(page).toHaveURL(/\/login\?from=%2Faccount/);
  await other.close();
});

test('a signed-in visitor is never sent off the site by ?from= (tab, newline, backslash, absolute)', async ({ page, request }) => {
  const session = await registerViaApi(request);
  await signIn(page, session, '/');
  for (const from of [
    '/%09/evil.example/x',
    '/%0A/evil.example/x',
    '/%0D/evil.example/x',
    '//evil.example/x',
    '/\\evil.example/x',
    'https://evil.example/x',
  ]) {
    // The page sends a signed-in visitor on at once, often before its load event.
    await page.goto(`/login?from=${from}`, { waitUntil: 'commit' });
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.host !== 'evil.example', { timeout: 20_000 });
  }
});

test('leaving a page while the session is being checked keeps the person signed in', async ({ page, request }) => {
  const session = await registerViaApi(request);
  await signIn(page, session, '/about');
  // The check of /orders never answers: the visitor moves on while it is in flight.
  await page.route('**/api/auth/me', () => {});
  const checking = page.waitForRequest('**/api/auth/me');
  await page.goto('/orders');
  await checking;
  await page.unroute('**/api/auth/me');
  await page.goto('/register');
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(session.token);
});
