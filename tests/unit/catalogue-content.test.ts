// The catalogue in content/ is a shop a contractor can buy from: six stocked families,
// the three seeded machines unchanged, every product pictured and specified.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { categorySchema } from '../../src/domain/content';
import { loadCatalogue } from '../../server/content/catalogue';
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

  it('has at least 8 active products in every family and 50 in all', () => {
    expect(catalogue.all().length).toBeGreaterThanOrEqual(50);
    for (const slug of familySlugs) {
      const id = categories.find((c) => c.slug === slug)!.id;
      const count = catalogue.active().filter((p) => p.categories.includes(id)).length;
      expect(count, slug).toBeGreaterThanOrEqual(8);
    }
  });

  it('keeps the three seeded products exactly (SPEC §3)', () => {
    expect(catalogue.byId(1)).toMatchObject({ slug: 'pb-pneumatic-blowing-machine', price: 23990, discount_price: 18990, stock: 5 });
    expect(catalogue.byId(2)).toMatchObject({ slug: 'pb-hydro-blowing-machine', price: 32990, discount_price: 23990, stock: 3 });
    expect(catalogue.byId(3)).toMatchObject({ slug: 'thrust-boring-machine', price: 9999, discount_price: null, stock: 2 });
    expect(catalogue.byId(1)!.categories).toEqual(expect.arrayContaining([1, 7]));
    expect(catalogue.byId(3)!.categories).toEqual(expect.arrayContaining([6, 7]));
  });

  it('gives every product its own existing picture, known categories and a specification table', () => {
    const known = new Set(categories.map((c) => c.id));
    for (const p of catalogue.all()) {
      expect(p.image_url, p.slug).toMatch(/^\/images\/products\/.+\.svg$/);
      expect(existsSync(join('public', p.image_url)), p.image_url).toBe(true);
      const svg = readFileSync(join('public', p.image_url), 'utf8');
      expect(svg, p.image_url).toMatch(/<svg[^>]*\swidth="\d+"[^>]*\sheight="\d+"/);
      expect(p.specifications.length, p.slug).toBeGreaterThanOrEqual(5);
      expect(p.features.length, p.slug).toBeGreaterThan(0);
      for (const c of p.categories) expect(known.has(c), `${p.slug} category ${c}`).toBe(true);
      if (p.discount_price !== null) expect(p.discount_price, p.slug).toBeLessThan(p.price);
    }
    expect(new Set(catalogue.all().map((p) => p.image_url)).size).toBe(catalogue.all().length);
  });

  it('links each home family card to a showcase category with at least 8 products', () => {
    expect(productFamilies.map((f) => f.slug).sort()).toEqual([...familySlugs].sort());
    for (const f of productFamilies) {
      const id = categories.find((c) => c.slug === f.slug)!.id;
      expect(catalogue.active().filter((p) => p.categories.includes(id)).length, f.slug).toBeGreaterThanOrEqual(8);
    }
  });

  it('uses no other companies’ trademarks in product names', () => {
    const marks = /fujikura|sumitomo|exfo|viavi|corning|cisco|ubiquiti|\bmtp\b|jdsu|fluke|panduit|commscope/i;
    for (const p of catalogue.all()) expect(p.name, p.slug).not.toMatch(marks);
  });
});
