import { describe, expect, it } from 'vitest';
import {
  PRICE_MAX_MESSAGE,
  cardCategory,
  catalogueQueryString,
  emptyQuery,
  parseCatalogueQuery,
  queryCatalogue,
  validatePriceRange,
} from '#domain/catalogue/catalogueFilter';
import { decodeIndex, encodeIndex, withSearchText } from '../../src/features/catalogue/catalogueIndex';

describe('listing query', () => {
  it('round-trips the six address parameters', () => {
    const q = parseCatalogueQuery(
      new URLSearchParams('page=3&search=hydro&category=6,1,x&min_price=10.5&max_price=200&compliance=baba,x,taa'),
    );
    expect(q).toEqual({
      page: 3,
      sort: '',
      search: 'hydro',
      categories: [1, 6],
      minPrice: 10.5,
      maxPrice: 200,
      compliance: ['taa', 'baba'],
      specs: {},
    });
    expect(parseCatalogueQuery(new URLSearchParams(catalogueQueryString(q)))).toEqual(q);
    expect(catalogueQueryString(emptyQuery())).toBe('');
  });
  it('ignores bad values: negative prices, page 0, unknown compliance', () => {
    expect(parseCatalogueQuery(new URLSearchParams('page=0&min_price=-1&max_price=abc&compliance=iso'))).toEqual(emptyQuery());
  });
  it('validates the price range: min 0, max not below min, empty means no bound', () => {
    expect(validatePriceRange('', '')).toEqual({});
    expect(validatePriceRange('10.25', '10.25')).toEqual({});
    expect(validatePriceRange('20', '10')).toEqual({ maxPrice: PRICE_MAX_MESSAGE });
    expect(validatePriceRange('-1', '')).toHaveProperty('minPrice');
  });
  it('filters on the price paid, categories as OR, text, then pages by 12', () => {
    const rows = decodeIndex(
      encodeIndex(
        [
          { id: 1, name: 'Cable Blowing Machines', slug: 'c' },
          { id: 6, name: 'Thrust Boring Machines', slug: 't' },
        ],
        Array.from({ length: 30 }, (_, i) => ({
          id: i + 1,
          slug: `p${i}`,
          taa: i % 3 === 0,
          baba: i % 6 === 0,
          name: `Product ${i}`,
          price: 100 * (i + 1),
          discount_price: i === 0 ? 50 : null,
          stock: i,
          categories: i % 2 ? [6] : [1, 6],
          image_url: i === 1 ? '/images/elsewhere.png' : `/images/products/p${i}.svg`,
          created_at: new Date(Date.UTC(2026, 0, 1 + (i % 7))),
        })),
      ),
    );
    expect(queryCatalogue(rows, { ...emptyQuery(), maxPrice: 60 }).items.map((r) => r.slug)).toEqual(['p0']);
    expect(queryCatalogue(rows, { ...emptyQuery(), categories: [1] }).total).toBe(15);
    expect(queryCatalogue(rows, { ...emptyQuery(), categories: [1, 6] }).total).toBe(30);
    expect(queryCatalogue(rows, { ...emptyQuery(), search: 'THRUST' }).total).toBe(30);
    expect(queryCatalogue(rows, { ...emptyQuery(), compliance: ['taa'] }).total).toBe(10);
    expect(queryCatalogue(rows, { ...emptyQuery(), compliance: ['taa', 'baba'] }).items.map((r) => r.id)).toEqual([1, 7, 13, 19, 25]);
    const page3 = queryCatalogue(rows, { ...emptyQuery(), page: 3 });
    expect(page3).toMatchObject({ total: 30, pages: 3, current_page: 3 });
    expect(page3.items).toHaveLength(6);
    const withText = withSearchText(
      rows,
      rows.map((_, i) => (i === 7 ? 'Hydraulic drive' : '')),
    );
    expect(queryCatalogue(withText, { ...emptyQuery(), search: 'hydraulic' }).items.map((r) => r.slug)).toEqual(['p7']);
  });
  it('sorts by price paid, name, newest and stock, kept in the address; pictures come back whole', () => {
    const rows = decodeIndex(
      encodeIndex(
        [{ id: 1, name: 'Tools', slug: 't' }],
        [
          { id: 1, slug: 'b-cleaver', name: 'Cleaver', price: 300, discount_price: 90, stock: 0, created_at: '2026-01-05' },
          { id: 2, slug: 'a-meter', name: 'Power meter', price: 200, discount_price: null, stock: 4, created_at: '2026-03-01' },
          { id: 3, slug: 'c-kit', name: 'Cleaning kit', price: 100, discount_price: null, stock: 0, created_at: '2026-02-01' },
        ].map((p) => ({
          ...p,
          taa: false,
          baba: false,
          categories: [1],
          image_url: p.id === 3 ? '/img/kit.png' : `/images/products/${p.slug}.svg`,
        })),
      ),
    );
    const order = (sort: string) => queryCatalogue(rows, parseCatalogueQuery(new URLSearchParams(`sort=${sort}`))).items.map((r) => r.id);
    expect(order('price_asc')).toEqual([1, 3, 2]);
    expect(order('price_desc')).toEqual([2, 3, 1]);
    expect(order('name')).toEqual([3, 1, 2]);
    expect(order('newest')).toEqual([2, 3, 1]);
    expect(order('in_stock')).toEqual([2, 1, 3]);
    expect(order('bogus')).toEqual([1, 2, 3]);
    expect(catalogueQueryString({ ...emptyQuery(), sort: 'price_desc', page: 2 })).toBe('?page=2&sort=price_desc');
    expect(rows.map((r) => r.image_url)).toEqual(['/images/products/b-cleaver.svg', '/images/products/a-meter.svg', '/img/kit.png']);
  });
});

describe('the category a listing card names', () => {
  it('is the chosen category when the product is in several (an MPO cassette browsed under Connectors)', () => {
    expect(cardCategory([5, 2], [2])).toBe(2);
    expect(cardCategory([5, 2], [7, 2])).toBe(2);
  });
  it('is the product’s first category when none is chosen, or none of its own', () => {
    expect(cardCategory([5, 2], [])).toBe(5);
    expect(cardCategory([5, 2], [7])).toBe(5);
    expect(cardCategory([], [7])).toBeUndefined();
  });
});
