// What a buyer checks first on a product page (part number, compliance, shipping …), its
// datasheet, its "Works with" links, JSON-LD, and the listing's compliance filter and
// part-number search.
import { test, expect, isPhone } from './support/fixtures';
import { fitsBabaJob, meetsTaa } from '#domain/catalogue/compliance';
import { warrantyText } from '#domain/catalogue/warranty';
import { loadCatalogue } from '#server/catalogue/catalogue';
import { showFilters } from './catalogue-support';

const catalogue = loadCatalogue('content');
const otdr = catalogue.all().find((p) => p.slug === 'handheld-otdr-sm-1310-1550')!;
const adss = catalogue.all().find((p) => p.slug === 'adss-96f-aerial-cable-5000ft')!;

test.describe('buyer facts', () => {
  test('product page: part number, facts table, JSON-LD with sku, mpn and brand', async ({ page, expectNoAxeViolations }) => {
    await page.goto(`/products/${adss.slug}`);
    await expect(page.locator('[data-part-number]')).toHaveText(adss.part_number);
    const facts = page.locator('[data-product-facts]');
    await expect(facts.getByText('Freight, quoted with your order confirmation', { exact: false })).toBeVisible();
    await expect(facts.getByText(`${adss.shipping.weight_lb} lb`)).toBeVisible();
    await expect(facts.getByText(`Not compliant: ${adss.compliance.baba.basis}`)).toBeVisible();
    await expect(facts.getByText(warrantyText(adss.warranty))).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({ sku: adss.part_number, mpn: adss.part_number, brand: { '@type': 'Brand', name: adss.brand } });
    expect(product.offers).toMatchObject({ priceCurrency: 'USD', price: adss.price.toFixed(2) });
    await expectNoAxeViolations();
  });

  test('test gear shows its calibration; the datasheet link answers a PDF', async ({ page }) => {
    await page.goto(`/products/${otdr.slug}`);
    await expect(page.locator('[data-product-facts]').getByText(otdr.calibration!)).toBeVisible();
    const link = page.getByRole('link', { name: 'Datasheet (PDF)' });
    await expect(link).toHaveAttribute('href', `/api/products/${otdr.slug}/datasheet.pdf`);
    const res = await page.request.get((await link.getAttribute('href'))!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('"Works with" links open the products named by id', async ({ page }) => {
    await page.goto(`/products/${otdr.slug}`);
    const section = page.locator('[data-works-with]');
    const named = otdr.works_with.map((id) => catalogue.byId(id)!);
    await expect(section.getByRole('link')).toHaveText(named.map((p) => p.name));
    await section.getByRole('link', { name: named[0].name }).click();
    await expect(page).toHaveURL(`/products/${named[0].slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(named[0].name);
  });

  test('listing: the TAA / BABA filter is kept in the address; part numbers are searchable', async ({ page }) => {
    await page.goto('/products-list');
    await expect(page.locator('astro-island[component-url*="ListingIsland"]')).not.toHaveAttribute('ssr', /.*/);
    const baba = catalogue.active().filter((p) => fitsBabaJob(p.compliance)).length;
    const taa = catalogue.active().filter((p) => meetsTaa(p.compliance)).length;
    await showFilters(page);
    await page.getByRole('checkbox', { name: 'Build America, Buy America' }).check();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByText(`${baba} products found`)).toBeVisible();
    await expect(page).toHaveURL(/compliance=baba$/);
    await showFilters(page);
    await page.getByRole('checkbox', { name: 'Build America, Buy America' }).uncheck();
    await showFilters(page);
    await page.getByRole('checkbox', { name: 'TAA compliant' }).check();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByText(`${taa} products found`)).toBeVisible();
    await page.goBack();
    // Beside the list each tick applied at once: a step of its own (TAA ticked, after BABA unticked).
    if (!isPhone(page)) await page.goBack();
    await expect(page.getByText(`${baba} products found`)).toBeVisible();
    await showFilters(page);
    await expect(page.getByRole('checkbox', { name: 'Build America, Buy America' })).toBeChecked();

    await page.goto(`/products-list?search=${otdr.part_number}`);
    await expect(page.getByText('1 products found')).toBeVisible();
    await expect(page.locator(`[data-product="${otdr.slug}"]`)).toBeVisible();
  });

  test('/search finds a product by its part number', async ({ page }) => {
    await page.goto(`/search?q=${adss.part_number}`);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link').filter({ hasText: adss.name })).toBeVisible();
  });
});
