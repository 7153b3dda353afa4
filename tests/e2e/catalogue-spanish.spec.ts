// The shop's interface on the Spanish pages: listing filters, product page, order dialog and
// compare page speak Spanish; product names and specifications stay as the catalogue gives them.
import { test, expect } from './support/fixtures';
import type { Page } from '@playwright/test';
import { captureEmails } from './catalogue-support';

const PRODUCT = '/es/products/pb-pneumatic-blowing-machine';
const listingLive = (page: Page) =>
  expect(page.locator('astro-island[component-url*="ListingIsland"]')).toHaveAttribute('data-live', { timeout: 30_000 });

test.describe('catalogue in Spanish', () => {
  test('/es/products-list: filters, sort and counts in Spanish; the address keeps the filters', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/es/products-list');
    await listingLive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
    await expect(page.getByText(/^\d+ productos encontrados$/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toContainText('Precio: de menor a mayor');
    if (!(await page.getByRole('button', { name: 'Aplicar filtros' }).isVisible()))
      await page.getByRole('button', { name: /^Filtros/ }).click();
    await expect(page.getByRole('group', { name: 'Categorías' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Máquinas de soplado de cable' }).check();
    await expect(page.getByRole('group', { name: 'Accionamiento' })).toBeVisible();
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(/\/es\/products-list\?.*category=1/);
    await expect(page.getByText(/^\d+ productos encontrados$/)).toBeVisible();
    const card = page.locator('[data-product]').first();
    await expect(card.getByText('Máquinas de soplado de cable')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Ver', exact: true })).toHaveAttribute('href', /^\/es\/products\//);
    await expectNoAxeViolations();

    await page.reload();
    await listingLive(page);
    await expect(page).toHaveURL(/category=1/);
    if (!(await page.getByRole('button', { name: 'Aplicar filtros' }).isVisible()))
      await page.getByRole('button', { name: /^Filtros \(1\)/ }).click();
    await expect(page.getByRole('checkbox', { name: 'Máquinas de soplado de cable' })).toBeChecked();
    await page.getByRole('spinbutton', { name: 'Precio mínimo' }).fill('-1');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page.getByText('El precio mínimo debe ser 0 o más')).toBeVisible();
  });

  test('a Spanish product page: part number, buy box, facts and links in Spanish, product data in English', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto(PRODUCT);
    await expect(page.getByRole('heading', { level: 1, name: 'PB Pneumatic Cable Blowing Machine' })).toBeVisible();
    await expect(page.getByText('Número de parte:')).toBeVisible();
    const box = page.locator('[data-buy-box]');
    await expect(box.getByText(/^Disponible \(\d+ en existencia\)$/)).toBeVisible();
    await expect(box.getByRole('button', { name: 'Pedir ahora' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Ficha técnica (PDF)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Especificaciones técnicas' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Compatible con' })).toBeVisible();
    await expect(page.locator('[data-works-with] a').first()).toHaveAttribute('href', /^\/es\/products\//);
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Productos' })).toHaveAttribute(
      'href',
      '/es/products',
    );
    await expect(page.locator('[data-product-facts]')).toContainText('Marca');
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const product = ld.find((x) => x['@type'] === 'Product');
    expect(product.inLanguage).toBe('es');
    expect(product.url).toMatch(/\/es\/products\/pb-pneumatic-blowing-machine$/);
    expect(product.name).toBe('PB Pneumatic Cable Blowing Machine');
    await expectNoAxeViolations();
  });

  test('the order dialog in Spanish: labels, errors, outcome and next steps', async ({ page, expectNoAxeViolations }) => {
    const sent = await captureEmails(page, 200);
    await page.goto(`${PRODUCT}?action=order`);
    const dialog = page.getByRole('dialog', { name: 'Solicitud de pedido' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(dialog.getByText('El nombre es obligatorio')).toBeVisible();
    await expect(dialog.getByText('El correo electrónico es obligatorio')).toBeVisible();
    await expect(dialog.getByText('El teléfono es obligatorio')).toBeVisible();
    await dialog.getByLabel('Correo electrónico').fill('no-es-correo');
    await dialog.getByLabel('Cantidad').fill('99');
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(dialog.getByText('Escriba un correo electrónico válido')).toBeVisible();
    await expect(dialog.getByText(/^Solo hay \d+ unidades disponibles$/)).toBeVisible();
    await expectNoAxeViolations();

    await dialog.getByLabel('Nombre completo').fill('Ana Campo');
    await dialog.getByLabel('Correo electrónico').fill('ana@example.com');
    await dialog.getByLabel('Número de teléfono').fill('(210) 555-0199');
    await dialog.getByLabel('Cantidad').fill('1');
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    const outcome = dialog.getByRole('status');
    await expect(outcome).toContainText('¡Pedido enviado con éxito!');
    const reference = sent[0].template_params.order_id;
    expect(reference).toMatch(/^ORDER\d{6}$/);
    await expect(outcome).toContainText(`Su referencia: ${reference}`);
    await expect(outcome.getByRole('heading', { name: 'Qué sigue' })).toBeVisible();
    await expect(outcome).toContainText('Le enviamos esta referencia por correo electrónico a ana@example.com.');
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Listo' }).click();
    await expect(dialog).toBeHidden();
  });

  test('/es/compare and /es/products speak Spanish; the English pages keep their words', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/es/compare');
    await expect(page.getByRole('heading', { level: 1, name: 'Comparar productos' })).toBeVisible();
    await expect(page.getByText('No hay productos para comparar')).toBeVisible();
    await expect(page.getByRole('link', { name: 'lista de productos' })).toHaveAttribute('href', '/es/products-list');
    await expectNoAxeViolations();

    await page.goto('/es/products');
    await expect(page.getByRole('button', { name: /^Todos los productos \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Equipo de prueba/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Agregar al carrito' }).first()).toHaveAttribute(
      'href',
      /^\/es\/products\/.*\?action=order$/,
    );
    await expectNoAxeViolations();

    await page.goto('/products');
    await expect(page.getByRole('button', { name: /^All Products \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to Cart' }).first()).toHaveAttribute('href', /^\/products\/.*\?action=order$/);
  });
});
