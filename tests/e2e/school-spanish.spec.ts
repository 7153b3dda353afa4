// The school in Spanish, end to end: /es/school's session card opens the Spanish booking form,
// the booking carries the page's language, the e-mailed "Confirmar mi lugar" link opens
// /es/confirm-seat, and the staff's confirmation arrives in Spanish with its invitation.
import { decoded } from '../api/smtp-server';
import { expect } from './support/fixtures';
import { LOOPBACK_PROXY, personAddress } from './support/server';
import { mailedTest } from './support/mailed-test';
import { login, STAFF } from './staff.helpers';

const test = mailedTest(STAFF, { TRUST_PROXY: LOOPBACK_PROXY });
test.describe.configure({ mode: 'default', timeout: 120_000 });

const SESSION = 3;
const confirmLinkIn = (raw: string) =>
  new URL(/https?:\/\/\S+\/es\/confirm-seat\?token=[\w-]+/.exec(decoded(raw).replace(/=\r?\n/g, ''))![0]);

test('a Spanish booking from /es/school: Spanish form, Spanish confirm-seat page and a Spanish confirmation e-mail', async ({
  page,
  request,
  baseURL,
  mailed: { smtp },
  expectNoAxeViolations,
}, info) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': personAddress() });
  await page.goto('/es/school?tab=sessions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const card = page.locator(`#session-${SESSION}`);
  await expect(card).toContainText('Pruebas con OTDR y análisis de trazas');
  await expect(card).toContainText('8:00 a.m. – 5:00 p.m. hora del Centro');
  await expect(card).toContainText('2 de marzo de 2027');
  await expectNoAxeViolations();
  await page.screenshot({ path: info.outputPath(`es-school-${page.viewportSize()?.width}.png`), fullPage: true });
  await card.getByRole('link', { name: 'Inscribirme en la sesión' }).click();
  await expect(page).toHaveURL(/\/es\/contact\?type=session&course=OTDR%20Testing%20and%20Trace%20Analysis&startDate=2027-03-02&/);

  const email = `alumno.${Date.now().toString(36)}@example.com`;
  const form = page.locator('form[data-booking-form]');
  await expect(form.getByRole('heading', { name: 'Sus datos' })).toBeVisible();
  await form.getByLabel('Nombre completo').fill('Marisol Vega');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Teléfono').fill('(210) 555-0199');
  await expectNoAxeViolations();
  await page.screenshot({ path: info.outputPath(`es-booking-${page.viewportSize()?.width}.png`), fullPage: true });
  await form.getByRole('button', { name: 'Reservar mi lugar' }).click();
  await expect(page.getByRole('heading', { name: 'Confirme su lugar por correo' })).toBeVisible();
  await expect(page.getByText(/hora del Centro/)).toBeVisible();

  await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
  const link = confirmLinkIn(smtp.received.find((m) => m.to.includes(email))!.raw);
  await page.goto(`/es/confirm-seat${link.search}`);
  await expect(page.getByRole('heading', { name: 'Confirmar mi lugar' })).toBeVisible();
  await expect(
    page.getByText(/Gracias: su dirección de correo está confirmada\. Su lugar en .+ está guardado hasta el .+\(hora del Centro\)/),
  ).toBeVisible();
  await expectNoAxeViolations();
  await page.screenshot({ path: info.outputPath(`es-confirm-seat-${page.viewportSize()?.width}.png`), fullPage: true });

  // Staff confirm the seat: the confirmation is written in the registration's language.
  const staff = await login(request, baseURL!, STAFF.email, STAFF.password);
  const headers = { Authorization: `Bearer ${staff.token}` };
  const roster = (await (await request.get(`/api/admin/sessions/${SESSION}/registrations`, { headers })).json()) as {
    id: number;
    email: string;
  }[];
  const id = roster.find((r) => r.email === email)!.id;
  expect((await request.patch(`/api/admin/registrations/${id}`, { headers, data: { status: 'confirmed' } })).status()).toBe(200);
  await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(2);
  const confirmation = decoded(smtp.received.filter((m) => m.to.includes(email))[1].raw).replace(/\r?\n/g, ' ');
  for (const text of [
    'Hola, Marisol Vega:',
    'Pruebas con OTDR y análisis de trazas',
    'del 2 de marzo de 2027 al 4 de marzo de 2027',
    'Qué traer:',
  ])
    expect(confirmation).toContain(text);
});
