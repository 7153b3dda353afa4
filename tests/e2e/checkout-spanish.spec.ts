// Issue 40: the shop in Spanish at 1280 and 360 px: a cart filled through the API, /es/cart,
// /es/checkout (every label in Spanish, the pickup choice), the order placed, /es/order-success
// and the Spanish order page, links kept under /es/, axe on each page.
import { addToCartViaApi, expect, registerViaApi, signIn, test } from './journey-support';

/** Pulling lubricant: 100 in stock, so this spec never takes the last of a machine others buy. */
const LUBRICANT = 266;

test('a Spanish customer buys in Spanish from cart to order page', async ({ page, request, expectNoAxeViolations }, info) => {
  test.slow();
  const shot = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${page.viewportSize()?.width}.png`), fullPage: true });
  const session = await registerViaApi(request);
  await addToCartViaApi(request, session.token, LUBRICANT, 1);

  await signIn(page, session, '/es/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Carrito de compras (1 artículo)' })).toBeVisible();
  // The header's cart link is named in Spanish too, with its count.
  await expect(page.getByRole('link', { name: 'Carrito, 1 artículo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Seguir comprando' })).toHaveAttribute('href', '/es/products');
  const summary = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(summary.getByText('Envío', { exact: true })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Continuar con la compra' })).toHaveAttribute('href', '/es/checkout');
  await expectNoAxeViolations();
  await shot('es-cart');

  await page.goto('/es/checkout');
  await expect(page.getByRole('heading', { name: 'Finalizar pedido' })).toBeVisible();
  for (const label of ['Empresa', 'Número de orden de compra (PO)', 'Nombre o referencia de la obra', 'Código postal'])
    await expect(page.getByLabel(label)).toBeVisible();
  for (const english of ['Company', 'PO number', 'Job name / reference', 'Pick up at our San Antonio yard', 'Place Order'])
    await expect(page.getByText(english, { exact: true })).toHaveCount(0);
  await page.getByLabel('Recoger en nuestro patio de San Antonio').check();
  await expect(page.getByText(/Sin cargo de envío\. Nuestro patio: .*Lunes a viernes/)).toBeVisible();
  await page.getByLabel('Teléfono').fill('210-555-0100');
  await page.getByLabel('Número de orden de compra (PO)').fill('PO-4471');
  await page.getByLabel('Orden de compra', { exact: true }).check();
  await expectNoAxeViolations();
  await shot('es-checkout');

  await page.getByRole('button', { name: 'Hacer pedido' }).click();
  await expect(page).toHaveURL('/es/order-success');
  await expect(page.getByRole('heading', { name: '¡Pedido realizado con éxito!' })).toBeVisible();
  const reference = (await page.locator('[data-order-reference]').textContent())!.trim();
  await expectNoAxeViolations();
  await shot('es-order-success');

  await page.getByRole('link', { name: 'Ver mis pedidos' }).click();
  await expect(page).toHaveURL('/es/orders');
  await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
  await expect(page.getByText(/^Realizado el \d{1,2} de [a-z]+ de \d{4}$/)).toBeVisible();
  await expectNoAxeViolations();
  await page.getByRole('link', { name: `Ver detalles del pedido ${reference}` }).click();
  await expect(page).toHaveURL(/\/es\/orders\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: `Pedido ${reference}` })).toBeVisible();
  for (const text of ['Dónde está su pedido', 'Recogida y pago', 'PO-4471', 'Orden de compra', 'Artículos', 'En proceso'])
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a mis pedidos' })).toHaveAttribute('href', '/es/orders');
  await expectNoAxeViolations();
  await shot('es-order');
});
