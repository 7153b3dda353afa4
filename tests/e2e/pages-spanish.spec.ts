// The Spanish edition of the static pages: the switcher, <html lang> and hreflang, the pages'
// Spanish words, the sitemap's alternates, no redirect by Accept-Language, and the Spanish
// offline page the service worker serves for an address under /es/.
import { test, expect, isPhone, type Page } from './support/fixtures';

/** Follows the header's language link (in the menu on a phone). */
async function switchLanguage(page: Page, to: 'Español' | 'English') {
  if (isPhone(page)) await page.getByRole('button', { name: to === 'Español' ? 'Open menu' : 'Abrir menú' }).click();
  await page.getByRole('link', { name: to, exact: true }).click();
}

test('the switcher goes to /es/ and back, keeps the query and remembers the choice', async ({ page }) => {
  await page.goto('/');
  await switchLanguage(page, 'Español');
  await expect(page).toHaveURL(/\/es\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');
  await switchLanguage(page, 'English');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

  // The remembered choice never redirects; an English page marks the way back to it.
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto('/services?x=1');
  await expect(page).toHaveURL(/\/services\?x=1$/);
  await expect(page.locator('a[data-lang-switch="es"][data-remembered]').first()).toBeAttached();
  await switchLanguage(page, 'Español');
  await expect(page).toHaveURL(/\/es\/services\/?\?x=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicios de fibra óptica, del diseño a la restauración');
});

for (const path of ['/', '/services', '/faq', '/about', '/buying-terms']) {
  test(`lang and hreflang alternates both ways: ${path}`, async ({ page }) => {
    const es = path === '/' ? '/es/' : `/es${path}`;
    for (const [address, lang] of [
      [path, 'en'],
      [es, 'es'],
    ] as const) {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path}/?$`));
      await expect(page.locator('link[rel=alternate][hreflang=es]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${es}/?$`));
      await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute(
        'href',
        new RegExp(`^https?://[^/]+${path}/?$`),
      );
    }
  });
}

test('the Spanish home page speaks Spanish and links within /es/', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/es/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Equipo, instalación y capacitación en fibra óptica, todo en un solo lugar',
  );
  await expect(page.getByRole('link', { name: 'Pida una cotización' })).toHaveAttribute('href', '/es/consultation');
  const families = page.getByRole('region', { name: 'Todo lo que necesita una cuadrilla de fibra' });
  await expect(families.locator('article')).toHaveCount(6);
  await expect(families.getByRole('link').first()).toHaveAttribute('href', '/es/products?category=fiber-optic-cables');
  await expect(page.getByRole('region', { name: /Por qué elegir a/ })).toContainText('Técnicos certificados por BICSI y ETA');
  await expect(page.locator('main')).not.toContainText(/Get a Quote|Shop products|Why choose/);
  await expectNoAxeViolations();
});

test('the Spanish services page filters in Spanish with the same price ranges', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/es/services');
  await expect(page.getByRole('heading', { name: '16 servicio(s) disponible(s)' })).toBeVisible();
  await expect(page.locator('#service-fusion-splicing')).toContainText('$25 - $45 por empalme');
  await page.getByRole('group', { name: 'Categorías de servicios' }).getByRole('button', { name: 'Capacitación' }).click();
  await expect(page.getByRole('heading', { name: '1 servicio(s) disponible(s) en Capacitación' })).toBeVisible();
  await page.getByRole('button', { name: 'Todos los servicios' }).click();
  await page.getByRole('searchbox', { name: 'Buscar servicios' }).fill('zzz');
  await expect(page.getByText('No se encontraron servicios')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar servicios' }).fill('empalme');
  await expect(page.locator('#service-fusion-splicing')).toBeVisible();
  await expectNoAxeViolations();
});

test('the Spanish FAQ answers every question in Spanish, warranty tiers included', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/es/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes');
  await expect(page.locator('details')).toHaveCount(16);
  for (const s of await page.locator('details summary').all()) await s.click();
  const warranty = page.locator('details').filter({ hasText: '¿Qué garantía tiene el equipo?' });
  for (const tier of ['90 días', '1 año', '2 años', '3 años', 'de por vida']) await expect(warranty).toContainText(tier);
  await expect(page.locator('main')).toContainText('(210) 555-0147');
  await expect(page.getByRole('link', { name: 'Agende una consulta' })).toHaveAttribute('href', '/es/consultation');
  await expectNoAxeViolations();
});

test('the Spanish about page and buying terms speak Spanish', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/es/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acerca de FiberPro Texas');
  await expect(page.getByRole('region', { name: 'La empresa en cifras' })).toContainText('Años de experiencia');
  await expect(page.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/es/contact');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/es\/about$/);
  await expectNoAxeViolations();
  await page.goto('/es/about-us');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/es\/about$/);
  await page.goto('/es/buying-terms');
  await expect(page.getByRole('heading', { name: 'Pago y Net 30' })).toBeVisible();
  await expect(page.locator('#tax-exempt')).toContainText('7 %');
  await expectNoAxeViolations();
});

test('the sitemap lists the Spanish pages with their alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap-0.xml')).text();
  expect(xml).toMatch(/<loc>[^<]+\/es\/faq\/?<\/loc>/);
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="es" href="[^"]+\/es\/services\/?"\s*\/>/);
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="[^"]+\/services\/?"\s*\/>/);
});

test('a Spanish Accept-Language does not redirect the English home page', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Language': 'es-MX,es;q=0.9' }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/<html lang="en"/);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a Spanish page not saved on the device shows the Spanish offline page', async ({ page, context, expectNoAxeViolations }) => {
    await page.goto('/es/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await context.setOffline(true);
    await page.goto('/es/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Está sin conexión');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('main').getByRole('link', { name: 'Inicio', exact: true })).toHaveAttribute('href', '/es/');
    await expectNoAxeViolations();
    // What it lists is there: a Spanish article never opened, and the Spanish school page.
    await page.goto('/es/knowledge/otdr-trace-reading-basics');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Está sin conexión');
    await page.goto('/es/school');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Está sin conexión');
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await context.setOffline(false);
  });
});
