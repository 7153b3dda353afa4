// The catalogue routes beyond stock, against the real content/products:
// GET /products/{slug}/datasheet.pdf: every active product's datasheet is a one- or two-page
// PDF whose text holds its part number and every specification; an ETag answers 304, an
// edited product gets a new one, an unknown slug a 404.
// GET /products/compare?ids=…: the compare page's data, in the order asked, active products
// only; anything but 1 to 4 ids is a 422 naming the parameter.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { warrantyText } from '#domain/catalogue/warranty';
import { createApp } from '#server/app';
import { loadCatalogue, type Catalogue, type Product } from '#server/catalogue/catalogue';
import { datasheetSections } from '#server/catalogue/datasheetSections';
import { datasheets } from '#server/catalogue/datasheets';
import { shopParams } from '#server/mail/shop';
import { asServed, setup, type Harness, type ServedApi, SETUP_TIMEOUT } from './helpers';
import { readPdf, squeeze } from './pdf-text';

const catalogue = loadCatalogue('content');
let h: Harness;
let app: ServedApi;

beforeAll(async () => {
  h = await setup();
  app = asServed(createApp({ db: h.db, config: h.config, catalogue, log: () => {} }));
}, SETUP_TIMEOUT);
afterAll(async () => {
  await h.close();
}, SETUP_TIMEOUT);

describe('product datasheets', () => {
  test('every active product: a PDF of one or two pages with its part number and every specification', async () => {
    for (const p of catalogue.active()) {
      const res = await app.request(`/products/${p.slug}/datasheet.pdf`);
      expect(res.status, p.slug).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const { text, pages } = readPdf(new Uint8Array(await res.arrayBuffer()));
      expect(pages, p.slug).toBeGreaterThanOrEqual(1);
      expect(pages, p.slug).toBeLessThanOrEqual(2);
      expect(text, p.slug).toContain(`Part number: ${p.part_number}`);
      for (const s of p.specifications) {
        expect(text, `${p.slug}: ${s.label}`).toContain(squeeze(s.label));
        expect(text, `${p.slug}: ${s.label}`).toContain(squeeze(s.value));
      }
      expect(text).toContain(squeeze(warrantyText(p.warranty)));
      // A submittal sheet: the same sections in the same order for every product, the maker,
      // the revision date and each compliance claim with its basis.
      let from = 0;
      for (const { title } of datasheetSections(p)) {
        from = text.indexOf(title, from);
        expect(from, `${p.slug}: ${title}`).toBeGreaterThanOrEqual(0);
      }
      expect(text, p.slug).toContain(squeeze(p.maker));
      expect(text, p.slug).toContain(`Revision ${(p.updated_at ?? p.created_at).toISOString().slice(0, 10)}`);
      for (const claim of [p.compliance.origin, p.compliance.taa, p.compliance.baba]) expect(text, p.slug).toContain(squeeze(claim.basis));
    }
  }, 240_000);

  test('answers 304 to its own ETag, and 404 with detail for an unknown product', async () => {
    const first = await app.request('/products/handheld-otdr-sm-1310-1550/datasheet.pdf');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.request('/products/handheld-otdr-sm-1310-1550/datasheet.pdf', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const missing = await app.request('/products/no-such-product/datasheet.pdf');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Product not found' });
  });

  test('an edited product gets a new ETag and a new datasheet', async () => {
    const products: Product[] = catalogue.active().map((p) => ({ ...p }));
    const live: Catalogue = { byId: (id) => products.find((p) => p.id === id), all: () => products, active: () => products };
    const sheets = datasheets(live, shopParams(h.config.contentDir, h.config.siteUrl));
    const slug = 'visual-fault-locator-650nm-10mw';
    const before = sheets.get(slug)!;
    expect(sheets.get(slug)).toBe(before);
    const i = products.findIndex((p) => p.slug === slug);
    products[i] = { ...products[i], warranty: { term: '3 years', covers: 'parts and labor, no questions asked' } };
    const after = sheets.get(slug)!;
    expect(after.etag).not.toBe(before.etag);
    expect(readPdf(await after.pdf).text).toContain(squeeze('3 years: parts and labor, no questions asked'));
  });
});

describe('GET /products/compare', () => {
  const bySlug = (slug: string) => catalogue.all().find((p) => p.slug === slug)!;

  test('answers the active products asked for, in that order, with specifications and facts', async () => {
    const otdr = bySlug('handheld-otdr-sm-1310-1550');
    const pneumatic = bySlug('pb-pneumatic-blowing-machine');
    const res = await app.request(`/products/compare?ids=${otdr.id},999999,${pneumatic.id},${otdr.id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { slug: string; part_number: string; specifications: unknown[]; facts: unknown[] }[];
    expect(body.map((p) => p.slug)).toEqual([otdr.slug, pneumatic.slug]);
    expect(body[0]).toMatchObject({ part_number: otdr.part_number, specifications: otdr.specifications });
    expect(body[0].facts).toContainEqual({ label: 'Part number', value: otdr.part_number });
    expect(body[1].facts).toContainEqual({
      label: 'Build America, Buy America',
      value: `Not applicable: ${pneumatic.compliance.baba.basis}`,
    });
  });

  test.each(['', 'ids=', 'ids=1,2,3,4,5', 'ids=a', 'ids=0', 'ids=1;2'])('refuses %j with a 422 on ids', async (query) => {
    const res = await app.request(`/products/compare?${query}`);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { detail: { loc: string[] }[] }).detail[0].loc).toEqual(['query', 'ids']);
  });
});
