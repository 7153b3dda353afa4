// The buyer's fields of a product (part number, shipping, compliance …) and the rules that
// span the catalogue: unique part numbers and "Works with" ids that exist.
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '#domain/catalogue/catalogueIntegrity';
import { productSchema } from '#domain/content/schemas';
import { loadCatalogue } from '#server/catalogue/catalogue';

const catalogue = loadCatalogue('content');
const otdr = catalogue.all().find((p) => p.slug === 'handheld-otdr-sm-1310-1550')!;
const asFrontmatter = ({ slug: _slug, unit_price: _price, ...data }: typeof otdr) => data;

describe('catalogue integrity', () => {
  it('the shipped catalogue has unique part numbers and known Works-with ids', () => {
    expect(catalogueProblems(catalogue.all(), (p) => p.slug)).toEqual([]);
    expect(catalogue.all().every((p) => p.part_number && p.brand && p.in_the_box.length)).toBe(true);
  });

  it('names a duplicate part number (in any case), an unknown id and a product naming itself', () => {
    const products = [
      { id: 1, part_number: 'FP-1', works_with: [2] },
      { id: 2, part_number: 'fp-1', works_with: [99, 2] },
    ];
    expect(catalogueProblems(products, (p) => `#${p.id}`)).toEqual([
      '#2: part_number fp-1 is already used by #1',
      "#2: works_with names 99, which is no product's id",
      '#2: works_with names the product itself',
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
