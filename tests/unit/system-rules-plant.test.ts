// The plant family's physical limits (systemRules/physicalLimits.ts): each rule passes on the
// catalogue and fails, naming the file and field, when one fact is made physically wrong.
import { describe, expect, it } from 'vitest';
import { physicalLimitsRules } from '#domain/catalogue/systemRules/physicalLimits';
import type { RuleProduct } from '#domain/catalogue/systemRules/index';
import { loadRuleProducts, withProduct } from './system-rules.helpers';

const catalogue = loadRuleProducts();
const problems = (products: readonly RuleProduct[]) => physicalLimitsRules.flatMap((rule) => rule(products));
const mechanical = (p: RuleProduct) => p.mechanical!;

const ADSS = 'adss-96f-aerial-cable-5000ft';
const DROP = 'ftth-flat-drop-cable-1f-1000ft';

describe('physical limits of cables and aerial hardware', () => {
  it('find nothing wrong in content/products', () => {
    expect(problems(catalogue)).toEqual([]);
  });

  it('checks the cables and hardware of the plant family', () => {
    const checked = catalogue.filter((p) => p.mechanical).map((p) => p.slug);
    expect(checked).toEqual(expect.arrayContaining([ADSS, DROP, 'adss-dead-end-preformed-14-5mm', 'ftth-drop-p-clamp-100-pack']));
  });

  it('refuses a tensile rating its strength members cannot carry within 0.6 % strain (the old 600 N drop)', () => {
    const broken = withProduct(catalogue, DROP, (p) => {
      mechanical(p).strength_members = [{ kind: 'frp', count: 2, diameter_mm: 0.5 }];
    });
    expect(problems(broken)).toContainEqual(
      expect.stringMatching(
        /^products\/ftth-flat-drop-cable-1f-1000ft\.md mechanical\.tensile_install_n: 440 N strains .* 2\.2 %; at 0\.6 % they carry 118 N$/,
      ),
    );
  });

  it('refuses a rating with no strength members to carry it', () => {
    const broken = withProduct(catalogue, ADSS, (p) => {
      delete mechanical(p).strength_members;
    });
    expect(problems(broken)).toContain(
      `products/${ADSS}.md mechanical.strength_members: a tensile rating needs the strength members that carry it`,
    );
  });

  it('refuses a sag-tension row that is not a parabola, or a loaded tension above the MRCL (the old 8,900 N ADSS)', () => {
    const wrongRow = withProduct(catalogue, ADSS, (p) => {
      mechanical(p).sag_tension![3].loaded_tension_n = 8900;
    });
    expect(problems(wrongRow)).toContainEqual(
      expect.stringMatching(
        /^products\/adss-96f-aerial-cable-5000ft\.md mechanical\.sag_tension\[3\]: 8,900 N loaded at 5\.78 m sag over 200 m is 15,571 N$/,
      ),
    );
    const lowMrcl = withProduct(catalogue, ADSS, (p) => {
      mechanical(p).mrcl_n = 8900;
    });
    expect(problems(lowMrcl)).toContain(
      `products/${ADSS}.md mechanical.sag_tension[3]: loaded tension 15,540 N is above the MRCL of 8,900 N`,
    );
  });

  it('refuses a table that stops short of the rated span', () => {
    const broken = withProduct(catalogue, ADSS, (p) => {
      mechanical(p).rated_span_m = 250;
    });
    expect(problems(broken)).toContain(`products/${ADSS}.md mechanical.sag_tension: the table stops short of the rated span of 250 m`);
  });

  it('refuses a drop span whose loaded tension is above the drop rating', () => {
    const broken = withProduct(catalogue, DROP, (p) => {
      mechanical(p).rated_span_m = 70;
    });
    expect(problems(broken)).toContain(`products/${DROP}.md mechanical.rated_span_m: 70 m at 3 % sag pulls 875 N, above the cable's 440 N`);
  });

  it('refuses a dead-end that holds less than the MRCL, and a suspension clamp below the loaded span weight', () => {
    const deadEnd = withProduct(catalogue, 'adss-dead-end-preformed-14-5mm', (p) => {
      mechanical(p).hardware!.rated_load_n = 11100;
    });
    expect(problems(deadEnd)).toContain(
      `products/adss-dead-end-preformed-14-5mm.md mechanical.hardware.rated_load_n: 11,100 N holds less than ${ADSS} may pull (22,000 N)`,
    );
    const suspension = withProduct(catalogue, 'adss-suspension-clamp-14-5mm', (p) => {
      mechanical(p).hardware!.rated_load_n = 3000;
    });
    expect(problems(suspension)).toContain(
      `products/adss-suspension-clamp-14-5mm.md mechanical.hardware.rated_load_n: 3,000 N is below the 3,600 N loaded weight of a 200 m span of ${ADSS}`,
    );
  });

  it('refuses aerial hardware that names no rated cable', () => {
    const broken = withProduct(catalogue, 'ftth-drop-p-clamp-100-pack', (p) => {
      p.works_with = [];
    });
    expect(problems(broken)).toContain(
      'products/ftth-drop-p-clamp-100-pack.md works_with: aerial hardware must list the cables it is rated for',
    );
  });

  it('refuses a page whose tensile or MRCL figure differs from the checked one', () => {
    const broken = withProduct(catalogue, DROP, (p) => {
      p.specifications = p.specifications.map((s) => (/tensile/i.test(s.label) ? { ...s, value: '600 N (135 lbf) installation' } : s));
    });
    expect(problems(broken)).toContain(
      `products/${DROP}.md mechanical.tensile_install_n: the page's "Max tensile load" must state 440 N first`,
    );
  });
});
