// The listing's facets: which a family has, how they are read from the specifications, kept
// in the address, matched and counted under the other filters.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { FAMILY_FACETS, familySpecs } from '#domain/catalogue/catalogueFacets';
import {
  catalogueQueryString,
  emptyQuery,
  parseCatalogueQuery,
  queryCatalogue,
  type CatalogueQuery,
} from '#domain/catalogue/catalogueFilter';
import { facetCounts } from '#domain/catalogue/facetCounts';
import { specFacets } from '#domain/catalogue/specFacets';
import { decodeIndex, encodeIndex } from '../../src/features/catalogue/catalogueIndex';

const CONNECTORS = 3;
const TESTING = 5;

describe('facets read from the specifications', () => {
  it('normalises connectors, leaving out adapters that are only available to order', () => {
    const spec = (value: string) => specFacets([CONNECTORS], [{ label: 'Connector', value }]).connector;
    expect(spec('SC/APC (8° angle polish), single-mode, green body')).toEqual(['SC/APC']);
    expect(spec('MPO-12 female (8° APC) to 6 × LC/UPC duplex')).toEqual(['MPO-12', 'LC/UPC']);
    expect(specFacets([TESTING], [{ label: 'Connector', value: 'SC/UPC interchangeable (FC and LC adapters available)' }])).toEqual({
      connector: ['SC/UPC'],
    });
    expect(specFacets([TESTING], [{ label: 'Connector', value: '2.5 mm universal (SC, FC, ST); 1.25 mm LC adapter available' }])).toEqual({
      connector: ['SC', 'FC', 'ST'],
    });
  });
  it('reads wavelengths without tolerances, fiber type and count, lengths and data rates', () => {
    expect(specFacets([TESTING], [{ label: 'Wavelengths', value: '1310 / 1550 nm ± 20 nm' }])).toEqual({
      wavelength: ['1310 nm', '1550 nm'],
    });
    expect(
      specFacets(
        [2],
        [
          { label: 'Fiber count and type', value: '96 fibers, OS2 single-mode (G.652.D), 8 tubes × 12' },
          { label: 'Reel length and weight', value: '5,000 ft (1,524 m); approx. 330 kg (728 lb) with reel' },
        ],
      ),
    ).toEqual({ fiber_type: ['Single-mode'], fiber_count: ['96'], length: ['5,000 ft'] });
    expect(specFacets([CONNECTORS], [{ label: 'Fiber', value: 'OM4 50/125 µm, 4,700 MHz·km at 850 nm' }])).toEqual({
      fiber_type: ['Multimode OM4'],
    });
    expect(specFacets([8], [{ label: 'Standard', value: '10GBASE-LR, SFF-8431 / SFF-8472' }])).toEqual({ data_rate: ['10 Gb/s'] });
    expect(specFacets([8], [{ label: 'Standard', value: '1000BASE-LX, SFP MSA' }])).toEqual({ data_rate: ['1 Gb/s'] });
  });
  it('gives every family with facets at least two values of one facet in content/products', () => {
    const products = readdirSync('content/products').map((f) => parse(readFileSync(`content/products/${f}`, 'utf8').split(/^---$/m)[1]));
    for (const id of Object.keys(FAMILY_FACETS).map(Number)) {
      const values = new Set(
        products.filter((p) => p.categories.includes(id)).flatMap((p) => Object.values(specFacets([id], p.specifications)).flat()),
      );
      expect(values.size, `category ${id}`).toBeGreaterThan(1);
    }
  });
});

describe('facets in the address', () => {
  it('keeps spec.* of the one family chosen, sorted, and round-trips them', () => {
    const q = parseCatalogueQuery(
      new URLSearchParams('category=3&spec.connector=SC%2FAPC&spec.length=3+m&spec.connector=LC%2FUPC&spec.reach=10+km'),
    );
    expect(q.specs).toEqual({ connector: ['LC/UPC', 'SC/APC'], length: ['3 m'] });
    expect(catalogueQueryString(q)).toBe('?category=3&spec.connector=LC%2FUPC&spec.connector=SC%2FAPC&spec.length=3+m');
    expect(parseCatalogueQuery(new URLSearchParams(catalogueQueryString(q)))).toEqual(q);
  });
  it('drops facets when no family or several are chosen', () => {
    expect(parseCatalogueQuery(new URLSearchParams('spec.connector=SC')).specs).toEqual({});
    expect(parseCatalogueQuery(new URLSearchParams('category=3,5&spec.connector=SC')).specs).toEqual({});
    expect(familySpecs([7], { connector: ['SC'] })).toEqual({});
  });
});

describe('matching and counting', () => {
  const rows = decodeIndex(
    encodeIndex(
      [
        { id: 3, name: 'Connectors', slug: 'c' },
        { id: 5, name: 'Testing', slug: 't' },
      ],
      [
        ['sc-cord', 3, 20, { connector: ['SC/APC'], length: ['3 m'] }],
        ['lc-cord', 3, 30, { connector: ['LC/UPC'], length: ['3 m'] }],
        ['lc-short', 3, 15, { connector: ['LC/UPC'], length: ['1 m'] }],
        ['fanout', 3, 90, { connector: ['MPO-12', 'LC/UPC'], length: ['1 m'] }],
        ['otdr', 5, 3950, { connector: ['SC/UPC'] }],
      ].map(([slug, cat, price, facets], i) => ({
        id: i + 1,
        slug: slug as string,
        name: slug as string,
        taa: false,
        baba: false,
        price: price as number,
        discount_price: null,
        stock: 1,
        categories: [cat as number],
        image_url: '',
        created_at: '2026-01-01',
        facets: facets as Record<string, string[]>,
      })),
    ),
  );
  const query = (patch: Partial<CatalogueQuery>): CatalogueQuery => ({ ...emptyQuery(), categories: [CONNECTORS], ...patch });
  const counts = (q: CatalogueQuery) =>
    Object.fromEntries(facetCounts(rows, q).map((f) => [f.key, Object.fromEntries(f.values.map((v) => [v.value, v.count]))]));
  const slugs = (q: CatalogueQuery) => queryCatalogue(rows, q).items.map((r) => r.slug);

  it('matches values of one facet as OR and facets as AND', () => {
    expect(slugs(query({ specs: { connector: ['LC/UPC'] } }))).toEqual(['lc-cord', 'lc-short', 'fanout']);
    expect(slugs(query({ specs: { connector: ['LC/UPC', 'SC/APC'], length: ['3 m'] } }))).toEqual(['sc-cord', 'lc-cord']);
  });
  it('counts each value under the other filters, its own facet left out', () => {
    expect(counts(query({}))).toEqual({ connector: { 'LC/UPC': 3, 'MPO-12': 1, 'SC/APC': 1 }, length: { '1 m': 2, '3 m': 2 } });
    // Choosing 1 m: the connector counts narrow, the length counts stay what they were.
    expect(counts(query({ specs: { length: ['1 m'] } }))).toEqual({
      connector: { 'LC/UPC': 2, 'MPO-12': 1, 'SC/APC': 0 },
      length: { '1 m': 2, '3 m': 2 },
    });
    expect(counts(query({ maxPrice: 25, specs: { connector: ['SC/APC'] } }))).toEqual({
      connector: { 'LC/UPC': 1, 'MPO-12': 0, 'SC/APC': 1 },
      length: { '1 m': 0, '3 m': 1 },
    });
  });
  it('has no facets without exactly one family', () => {
    expect(facetCounts(rows, emptyQuery())).toEqual([]);
    expect(facetCounts(rows, query({ categories: [3, 5] }))).toEqual([]);
  });
});
