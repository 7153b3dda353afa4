import { describe, expect, it } from 'vitest';
import { showcaseSections } from '../../src/features/catalogue/showcaseFilter';

describe('showcase sections', () => {
  const categories = [
    { id: 1, name: 'Cable Blowing Machines', slug: 'cable' },
    { id: 6, name: 'Thrust Boring Machines', slug: 'thrust' },
  ];
  const card = (slug: string, cats: number[], name = slug) => ({
    id: 1,
    slug,
    taa: false,
    baba: false,
    name,
    summary: '',
    price: 1,
    discount_price: null,
    stock: 1,
    image_url: '',
    categories: cats,
  });
  const products = [card('a', [1]), card('b', [1]), card('c', [6], 'Boring rig')];
  it('groups by category, drops empty sections when all are selected', () => {
    expect(showcaseSections(products, categories, null, '').map((s) => s.products.length)).toEqual([2, 1]);
    expect(showcaseSections(products, categories, null, 'rig').map((s) => s.category.slug)).toEqual(['thrust']);
    expect(showcaseSections(products, categories, 'cable', '').map((s) => s.category.slug)).toEqual(['cable']);
  });
});
