// The Spanish sign-in, registration, account and password reset (issue 40), at 1280 and 360 px:
// Spanish words and errors, the language of e-mails on /es/account, and a Spanish reset e-mail
// whose link opens /es/reset-password. Against a server of this file's own, with real SMTP.
import { decoded } from '../api/smtp-server';
import { newAccount, registerViaApi } from './journey-support';
import { expect } from './support/fixtures';
import { mailedTest } from './support/mailed-test';

const test = mailedTest();
test.describe.configure({ timeout: 120_000 });

test('Spanish register → Spanish account; the language of e-mails changes and is kept', async ({ page, expectNoAxeViolations }) => {
  const account = newAccount();
  await page.goto('/es/register?from=/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Crear una cuenta' })).toBeVisible();
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByText('El correo electrónico es obligatorio').first()).toBeVisible();
  await expectNoAxeViolations();
  await page.getByLabel('Nombre de usuario').fill(account.username);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByLabel('Confirme la contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  // The Spanish twin of where the person was going.
  await expect(page).toHaveURL(/\/es\/cart$/);

  await page.goto('/es/account');
  await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible();
  await expect(page.getByText(`Sesión iniciada como ${account.username} (${account.email})`)).toBeVisible();
  const language = page.getByLabel('Idioma de los correos');
  await expect(language).toHaveValue('es');
  await expectNoAxeViolations();
  await language.selectOption('en');
  await expect(page.getByText('Idioma de los correos guardado')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Idioma de los correos')).toHaveValue('en');

  await page.goto('/account');
  await expect(page.getByLabel('Language for e-mails')).toHaveValue('en');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
});

test('Spanish login errors, and a guarded Spanish page returns to itself after sign-in', async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  const account = newAccount();
  await registerViaApi(request, account);
  await page.goto('/es/account');
  await expect(page).toHaveURL(/\/es\/login\?from=%2Fes%2Faccount$/);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña').fill('Wrong-pass-99');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No se pudo iniciar sesión. Revise sus datos.' })).toBeVisible();
  await expectNoAxeViolations();
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/es\/account$/);
  await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible();
});

test('forgot password from /es/ sends a Spanish e-mail whose link opens /es/reset-password', async ({
  page,
  request,
  mailed: { smtp },
  expectNoAxeViolations,
}) => {
  const account = newAccount();
  await registerViaApi(request, account);
  const { access_token } = await (
    await request.post('/api/auth/login', { data: { email: account.email, password: account.password } })
  ).json();
  await request.patch('/api/auth/me', { data: { lang: 'es' }, headers: { Authorization: `Bearer ${access_token}` } });

  await page.goto('/es/login');
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page).toHaveURL(/\/es\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Olvidé mi contraseña' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(account.email);
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Si existe una cuenta con ese correo electrónico, le enviamos un enlace para restablecer su contraseña.',
  );

  await expect.poll(() => smtp.received.filter((m) => m.to.includes(account.email)).length, { timeout: 15_000 }).toBe(1);
  const mail = decoded(smtp.received.find((m) => m.to.includes(account.email))!.raw);
  expect(mail).toContain('Alguien pidió restablecer la contraseña');
  const link = new URL(/https?:\/\/\S+\/es\/reset-password\?token=[\w-]+/.exec(mail)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/es\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Elija una contraseña nueva' })).toBeVisible();
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('Nueva-clave-2026');
  await page.getByLabel('Confirme la contraseña nueva').fill('Nueva-clave-2026');
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Restablecer la contraseña' }).click();
  await expect(page).toHaveURL(/\/es\/login\?reset=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Su contraseña fue restablecida. Inicie sesión.' })).toBeVisible();
});
