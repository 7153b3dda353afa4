// The truth family's rules: one warranty truth (product, page, FAQ) and compliance claims with
// their basis. The catalogue passes; each rule fails on one mutation, naming file and field.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { complianceTruthRules } from '#domain/catalogue/systemRules/complianceTruth';
import { faqWarrantyProblems, warrantyTruthRules, type FaqGroupText } from '#domain/catalogue/systemRules/warrantyTruth';
import type { RuleProduct } from '#domain/catalogue/systemRules/index';
import { loadRuleProducts, withProduct } from './system-rules.helpers';

const products = loadRuleProducts();
const faq: FaqGroupText[] = readdirSync('content/faq')
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => parseYaml(readFileSync(join('content/faq', f), 'utf8')) as FaqGroupText);
const rules = [...warrantyTruthRules, ...complianceTruthRules];
const problems = (catalogue: RuleProduct[]) => rules.flatMap((rule) => rule(catalogue));
const changed = (slug: string, change: (p: RuleProduct) => void) => problems(withProduct(products, slug, change));

describe('truth rules: warranty and compliance', () => {
  it('the catalogue and the FAQ pass', () => {
    expect(problems(products)).toEqual([]);
    expect(faqWarrantyProblems(faq, products)).toEqual([]);
  });

  it('a shelf life written as the warranty fails', () => {
    expect(changed('cable-pulling-lubricant-1-gal', (p) => (p.warranty.covers = '2-year shelf life from the date on the jug'))).toEqual([
      'products/cable-pulling-lubricant-1-gal.md warranty.covers: a shelf life is not a warranty; state it in warranty.shelf_life',
      'products/cable-pulling-lubricant-1-gal.md warranty.covers: names 2 years, but warranty.term is replacement if defective',
    ]);
  });

  it('covers naming another term, and a part covered longer than the whole, fail', () => {
    expect(
      changed('thrust-boring-machine', (p) => {
        p.warranty.covers = '2 years parts and labor';
        p.warranty.limits = 'hydraulic pump 3 years';
      }),
    ).toEqual([
      'products/thrust-boring-machine.md warranty.covers: names 2 years, but warranty.term is 1 year',
      'products/thrust-boring-machine.md warranty.limits: names 3 years, longer than warranty.term 1 year',
    ]);
  });

  it('a specification or body sentence promising another warranty fails', () => {
    expect(
      changed('handheld-otdr-sm-1310-1550', (p) => {
        p.specifications.push({ label: 'Warranty', value: '3 years' });
        p.body += '\n\nEvery T-30 carries a lifetime warranty.';
      }),
    ).toEqual([
      'products/handheld-otdr-sm-1310-1550.md specifications (Warranty): names a 3 years warranty, but warranty.term is 2 years',
      'products/handheld-otdr-sm-1310-1550.md body: names a lifetime warranty, but warranty.term is 2 years',
    ]);
  });

  it('an FAQ answer with one blanket term fails; one stating the real tiers passes', () => {
    const blanket = [
      { id: 'products-ordering', questions: [{ question: 'What warranty?', answer: 'All equipment carries a 2-year warranty.' }] },
    ];
    expect(faqWarrantyProblems(blanket, products)).toEqual([
      'faq/products-ordering.yaml questions[0].answer: states warranty terms but leaves out 90 days, 1 year, 3 years, lifetime, which products carry',
    ]);
    const invented = [
      { id: 'x', questions: [{ question: 'Warranty?', answer: '90 days, 1 year, 2 years, 3 years, 5 years or lifetime.' }] },
    ];
    expect(faqWarrantyProblems(invented, products)).toEqual(['faq/x.yaml questions[0].answer: names 5 years, a term no product has']);
  });

  it('BABA claimed on a tool, or "not applicable" on cable, fails', () => {
    expect(changed('walkover-bore-locator-sonde-bl1', (p) => (p.compliance.baba.status = 'compliant'))).toContain(
      'products/walkover-bore-locator-sonde-bl1.md compliance.baba.status: compliant, but BABA does not apply to a TBM product (not incorporated into the project)',
    );
    expect(changed('os2-loose-tube-12f-outdoor-cable-1000ft', (p) => (p.compliance.baba.status = 'not_applicable'))).toEqual([
      'products/os2-loose-tube-12f-outdoor-cable-1000ft.md compliance.baba.status: not_applicable, but a CBL product is incorporated into the project',
    ]);
  });

  it("BABA compliant without the maker's certification fails", () => {
    expect(
      changed('os2-loose-tube-12f-outdoor-cable-1000ft', (p) => (p.compliance.baba = { status: 'compliant', basis: 'made in the USA' })),
    ).toEqual([
      'products/os2-loose-tube-12f-outdoor-cable-1000ft.md compliance.baba.basis: "compliant" needs a US origin and the maker\'s BABA certification named in the basis',
    ]);
  });

  it('TAA that does not follow the country of origin fails', () => {
    expect(changed('sfp-plus-10g-sr-850nm-multimode', (p) => (p.compliance.taa = { status: 'compliant', basis: 'TAA compliant' }))).toEqual(
      [
        'products/sfp-plus-10g-sr-850nm-multimode.md compliance.taa.status: compliant, but China is not the USA or a TAA designated country',
        'products/sfp-plus-10g-sr-850nm-multimode.md compliance.taa.basis: does not name the country of origin, China',
      ],
    );
  });

  it('an origin without a basis naming the country, or a maker in another country, fails', () => {
    expect(
      changed('handheld-otdr-sm-1310-1550', (p) => {
        p.compliance.origin.basis = 'FiberPro product';
        p.maker = 'FiberPro design, built by a contract manufacturer in China';
      }),
    ).toEqual([
      'products/handheld-otdr-sm-1310-1550.md compliance.origin.basis: does not say the product is made in Taiwan',
      'products/handheld-otdr-sm-1310-1550.md maker: names a country other than its origin, Taiwan',
    ]);
  });
});
