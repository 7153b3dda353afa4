// The catalogue in content/ is a shop a contractor can buy from: six stocked families,
// the three seeded machines unchanged, every product pictured and specified.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { categorySchema } from '#domain/content/schemas';
import { loadCatalogue } from '#server/catalogue/catalogue';
import { productFamilies } from '../../src/components/home/homeContent';

const catalogue = loadCatalogue('content');
const categories = readdirSync('content/categories').map((f) =>
  categorySchema.parse(parseYaml(readFileSync(join('content/categories', f), 'utf8'))),
);
const familySlugs = [
  'fiber-optic-cables',
  'connectors-adapters',
  'patch-panels-enclosures',
  'testing-equipment',
  'installation-tools',
  'network-hardware',
];

describe('catalogue content', () => {
  it('keeps the two seeded categories and has one per product family', () => {
    expect(categories.find((c) => c.id === 1)).toMatchObject({ slug: 'cable-blowing-machines', name: 'Cable Blowing Machines' });
    expect(categories.find((c) => c.id === 6)).toMatchObject({ slug: 'thrust-boring-machines', name: 'Thrust Boring Machines' });
    for (const slug of familySlugs) expect(categories.map((c) => c.slug)).toContain(slug);
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
  });

  const activeIn = (slug: string) => {
    const id = categories.find((c) => c.slug === slug)!.id;
    return catalogue.active().filter((p) => p.categories.includes(id)).length;
  };

  it('has at least 8 active products in every stocked family, 6 in each machine family and 80 in all', () => {
    expect(catalogue.active().length).toBeGreaterThanOrEqual(80);
    for (const slug of familySlugs) expect(activeIn(slug), slug).toBeGreaterThanOrEqual(8);
    for (const slug of ['cable-blowing-machines', 'thrust-boring-machines']) expect(activeIn(slug), slug).toBeGreaterThanOrEqual(6);
  });

  it('sells the accessories and consumables its own pages tell buyers to use', () => {
    const sold = new Set(catalogue.active().map((p) => p.slug));
    const needed = [
      'otdr-launch-receive-cable-box-sm-1km',
      'otdr-launch-cable-box-om4-150m',
      'pon-power-meter-1310-1490-1550',
      'multimode-olts-kit-encircled-flux',
      'heat-shrink-splice-sleeves-40mm-100-pack',
      'cleaver-replacement-blade-cl48',
      'fusion-splicer-electrodes-pair',
      'breakaway-swivel-fiber-pulling',
      'cable-pulling-grip-10-15mm',
      'cable-pulling-lubricant-1-gal',
      'adss-dead-end-preformed-14-5mm',
      'adss-suspension-clamp-14-5mm',
      'ftth-drop-p-clamp-100-pack',
      'microduct-push-fit-coupler-14mm-10-pack',
      'microduct-end-caps-assortment-50',
      'cable-blowing-duct-lubricant-1-gal',
      'duct-foam-carriers-assortment',
      'duct-pressure-test-kit-5-63mm',
      'mpo-one-click-cleaner',
      'mpo-inspection-tip-is400',
      'mpo24-lc-cassette-om4-method-b',
      'lc-duplex-adapter-plate-12-port-os2',
      'thrust-boring-drill-rods-1-5-8-5-pack',
      'thrust-boring-pilot-bit-set-2in',
      'thrust-boring-backreamer-set-3-4-6in',
      'tracer-wire-12awg-ccs-1000ft',
      'warning-tape-fiber-optic-6in-1000ft',
    ];
    for (const slug of needed) expect(sold.has(slug), slug).toBe(true);
  });

  it('keeps the three seeded products exactly', () => {
    expect(catalogue.byId(1)).toMatchObject({ slug: 'pb-pneumatic-blowing-machine', price: 23990, discount_price: 18990, stock: 5 });
    expect(catalogue.byId(2)).toMatchObject({ slug: 'pb-hydro-blowing-machine', price: 32990, discount_price: 23990, stock: 3 });
    expect(catalogue.byId(3)).toMatchObject({ slug: 'thrust-boring-machine', price: 9999, discount_price: null, stock: 2 });
    expect(catalogue.byId(1)!.categories).toEqual(expect.arrayContaining([1, 7]));
    expect(catalogue.byId(3)!.categories).toEqual(expect.arrayContaining([6, 7]));
  });

  it('gives every product its own existing picture (no text to lay out), known categories and a specification table', () => {
    const known = new Set(categories.map((c) => c.id));
    for (const p of catalogue.all()) {
      expect(p.image_url, p.slug).toMatch(/^\/images\/products\/.+\.svg$/);
      expect(existsSync(join('public', p.image_url)), p.image_url).toBe(true);
      const svg = readFileSync(join('public', p.image_url), 'utf8');
      expect(svg, p.image_url).toMatch(/<svg[^>]*\swidth="\d+"[^>]*\sheight="\d+"/);
      // Words as outlines (scripts/images/outline-text.mjs): each <text> costs the page a layout.
      expect(svg, p.image_url).not.toContain('<text');
      expect(p.specifications.length, p.slug).toBeGreaterThanOrEqual(5);
      expect(p.features.length, p.slug).toBeGreaterThan(0);
      for (const c of p.categories) expect(known.has(c), `${p.slug} category ${c}`).toBe(true);
      if (p.discount_price !== null) expect(p.discount_price, p.slug).toBeLessThan(p.price);
    }
    expect(new Set(catalogue.all().map((p) => p.image_url)).size).toBe(catalogue.all().length);
  });

  it('links each home family card to a showcase category with at least 8 products', () => {
    expect(productFamilies.map((f) => f.slug).sort()).toEqual([...familySlugs].sort());
    for (const f of productFamilies) expect(activeIn(f.slug), f.slug).toBeGreaterThanOrEqual(8);
  });

  it('uses no other companies’ trademarks in product names', () => {
    const marks = /fujikura|sumitomo|exfo|viavi|corning|cisco|ubiquiti|\bmtp\b|jdsu|fluke|panduit|commscope/i;
    for (const p of catalogue.all()) expect(p.name, p.slug).not.toMatch(marks);
  });
});
