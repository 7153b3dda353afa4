import { describe, expect, it } from 'vitest';
import { SHOWCASE_PREVIEW, showcaseSections } from '../../src/features/catalogue/showcaseFilter';

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
  it('shows the first few of each family with all selected, every match once a family is chosen or searched', () => {
    const many = Array.from({ length: SHOWCASE_PREVIEW + 3 }, (_, i) => card(`m${i}`, [1], `Machine ${i}`));
    const [all] = showcaseSections(many, categories, null, '');
    expect(all.products.map((p) => p.slug)).toEqual(many.slice(0, SHOWCASE_PREVIEW).map((p) => p.slug));
    expect(all.total).toBe(many.length);
    expect(showcaseSections(many, categories, 'cable', '')[0].products).toHaveLength(many.length);
    expect(showcaseSections(many, categories, null, 'machine')[0].products).toHaveLength(many.length);
  });
});
