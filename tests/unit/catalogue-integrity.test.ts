// The buyer's fields of a product (part number, shipping, compliance …) and the rules that
// span the catalogue: one part-number scheme, unique part numbers, a model stem per family and
// "Works with" ids that exist.
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '#domain/catalogue/catalogueIntegrity';
import { productSchema } from '#domain/content/schemas';
import { loadCatalogue } from '#server/catalogue/catalogue';

const catalogue = loadCatalogue('content');
const otdr = catalogue.all().find((p) => p.slug === 'handheld-otdr-sm-1310-1550')!;
const asFrontmatter = ({ slug: _slug, unit_price: _price, ...data }: typeof otdr) => data;

describe('catalogue integrity', () => {
  it('the shipped catalogue has FP-<family>-<model> part numbers, unique, and known Works-with ids', () => {
    expect(catalogueProblems(catalogue.all(), (p) => p.slug)).toEqual([]);
    expect(catalogue.all().every((p) => p.part_number && p.brand && p.in_the_box.length)).toBe(true);
  });

  it('names a duplicate part number (in any case), an unknown id and a product naming itself', () => {
    const products = [
      { id: 1, categories: [5], model: 'T-30', part_number: 'FP-TST-T30', works_with: [2] },
      { id: 2, categories: [5, 7], model: 'T-30', part_number: 'fp-tst-t30', works_with: [99, 2] },
    ];
    expect(catalogueProblems(products, (p) => `#${p.id}`)).toEqual([
      '#2: part_number fp-tst-t30 must read FP-TST-T… (family of its first category, then its model)',
      '#2: part_number fp-tst-t30 is already used by #1',
      "#2: works_with names 99, which is no product's id",
      '#2: works_with names the product itself',
    ]);
  });

  it('names a part number outside the scheme and a model stem two families share', () => {
    const products = [
      { id: 1, categories: [1], model: 'LB-32', part_number: 'FP-CBM-LB32', works_with: [] },
      { id: 2, categories: [5], model: 'LB-SM1K', part_number: 'FP-TST-LBSM1K', works_with: [] },
      { id: 3, categories: [7, 5], model: 'ST-3H', part_number: 'FP-ST3H', works_with: [] },
      { id: 4, categories: [8], model: 'MCV-1G', part_number: 'FP-NET-MC1G', works_with: [] },
    ];
    expect(catalogueProblems(products, (p) => `#${p.id}`)).toEqual([
      '#2: model LB-SM1K reuses the stem LB of #1, a product of another family',
      '#3: part_number FP-ST3H must read FP-TLS-ST… (family of its first category, then its model)',
      '#4: part_number FP-NET-MC1G must read FP-NET-MCV… (family of its first category, then its model)',
    ]);
  });

  it('requires an operating temperature of instruments and machines, and calibration of test gear', () => {
    const { operating_temperature: _t, calibration: _c, ...bare } = asFrontmatter(otdr);
    const issues = productSchema.safeParse(bare).error?.issues.map((i) => i.path.join('.'));
    expect(issues).toEqual(['operating_temperature', 'calibration']);
    expect(productSchema.safeParse({ ...bare, categories: [7] }).success).toBe(true);
  });

  it('accepts only parcel or freight shipping and a plain part number', () => {
    const data = asFrontmatter(otdr);
    expect(productSchema.safeParse({ ...data, shipping: { ...data.shipping, method: 'drone' } }).success).toBe(false);
    expect(productSchema.safeParse({ ...data, part_number: 'FP T30' }).success).toBe(false);
  });
});
