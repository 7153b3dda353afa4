// Search in Spanish: /es/… pages search the Spanish Pagefind index (Spanish articles, and the
// records of products, services and courses with links under /es/), with Spanish words, alike
// with or without accents; the English search never returns a Spanish page; offline too.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const SPLICE_ARTICLE = 'Cómo resolver una pérdida alta en el empalme por fusión';
const results = (page: Page) => page.getByRole('list', { name: 'Resultados de la búsqueda' });
const box = (page: Page) => page.getByRole('main').getByRole('searchbox', { name: 'Buscar productos, servicios, cursos y artículos' });

async function resultLinks(page: Page, q: string): Promise<string[]> {
  await page.goto(`/es/search?q=${encodeURIComponent(q)}`);
  await expect(page.getByRole('status').filter({ hasText: /resultados? para/ })).toBeVisible();
  // The same results; Pagefind ranks a match with the query's own accents a little higher.
  const hrefs = await results(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.sort();
}

test('/es/search finds the Spanish article for “empalme” and “empalmé” alike, linked under /es/', async ({
  page,
  expectNoAxeViolations,
}, info) => {
  await page.goto('/es/search');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar' })).toBeVisible();
  await expect(box(page)).toBeFocused();
  await box(page).fill('empalme');
  const article = results(page).getByRole('link').filter({ hasText: SPLICE_ARTICLE });
  await expect(article).toHaveAttribute('href', /^\/es\/knowledge\/fusion-splicing-loss-troubleshooting\/?$/);
  await expect(article.getByText('Artículo', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Artículos' })).toBeAttached();
  await expectNoAxeViolations();
  await page.screenshot({ path: info.outputPath(`search-es-${page.viewportSize()?.width}.png`), fullPage: true });

  const plain = await resultLinks(page, 'empalme');
  expect(plain.length).toBeGreaterThan(0);
  expect(plain.every((href) => href.startsWith('/es/'))).toBe(true);
  expect(await resultLinks(page, 'empalmé')).toEqual(plain);
  // With and without the accent, the same Spanish article and course come first (the tail differs:
  // products are named in English, and Pagefind ranks an exact accent a little higher).
  for (const query of ['fusion', 'fusión']) {
    const found = await resultLinks(page, query);
    expect(found).toContain('/es/knowledge/fusion-splicing-loss-troubleshooting/');
    expect(found).toContain('/es/school/courses/fusion-splicing-techniques');
  }

  await results(page).getByRole('link').filter({ hasText: SPLICE_ARTICLE }).click();
  await expect(page).toHaveURL(/\/es\/knowledge\/fusion-splicing-loss-troubleshooting\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: SPLICE_ARTICLE })).toBeVisible();
});

test('Spanish search also finds products, their links under /es/; an empty search answers in Spanish', async ({
  page,
  expectNoAxeViolations,
}) => {
  const links = await resultLinks(page, 'OTDR');
  expect(links.some((href) => href.startsWith('/es/products/'))).toBe(true);
  expect(links.every((href) => href.startsWith('/es/'))).toBe(true);
  await box(page).fill('zzqxv');
  await expect(page.getByText('No hay resultados para “zzqxv”', { exact: true }).last()).toBeVisible();
  await expectNoAxeViolations();
});

test('the header’s search dialog on a Spanish page speaks Spanish and finds Spanish articles', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/es/knowledge/mpo-polarity-explained');
  await page.locator('[data-search-open]').click();
  const dialog = page.getByRole('dialog', { name: 'Buscar' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Buscar productos, servicios, cursos y artículos' }).fill('polaridad');
  await expect(results(page).getByRole('link').filter({ hasText: 'La polaridad MPO explicada' })).toHaveAttribute(
    'href',
    /^\/es\/knowledge\/mpo-polarity-explained\/?$/,
  );
  await expectNoAxeViolations();
  await dialog.getByRole('button', { name: 'Cerrar la búsqueda' }).click();
  await expect(dialog).toBeHidden();
});

test('the English search does not return Spanish pages', async ({ page }) => {
  await page.goto('/search?q=empalme');
  await expect(page.getByText('No results for “empalme”', { exact: true }).last()).toBeVisible();
  await page.goto('/search?q=splicing');
  const links = page.getByRole('list', { name: 'Search results' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.some((href) => href.startsWith('/es/'))).toBe(false);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after a first visit to a Spanish page, a Spanish search works offline', async ({ page, context }) => {
    await page.goto('/es/knowledge/mpo-polarity-explained');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await page.waitForFunction(async () => (await caches.keys()).some((k) => k.includes('precache')), null, { timeout: 15_000 });
    await context.setOffline(true);
    await page.goto('/es/search?q=empalm%C3%A9');
    await expect(page.getByText('No se pudo cargar la búsqueda', { exact: false })).toHaveCount(0);
    await expect(results(page).getByRole('link').filter({ hasText: SPLICE_ARTICLE })).toBeVisible();
  });
});
