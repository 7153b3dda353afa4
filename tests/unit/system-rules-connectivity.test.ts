// The connectivity family's rules: listed parts mate or a bridging cord is sold and listed, named
// accessories are in the box, sold here or marked "not sold here" (and named wherever the text offers one),
// and connectors are declared.
import { describe, expect, it } from 'vitest';
import { connectivityRules, mates } from '#domain/catalogue/systemRules/connectivity';
import type { RuleProduct } from '#domain/catalogue/systemRules/index';
import { loadRuleProducts, withProduct } from './system-rules.helpers';

const products = loadRuleProducts();
const problems = (catalogue: RuleProduct[]) => connectivityRules.flatMap((rule) => rule(catalogue));

describe('connectivity rules', () => {
  it('find nothing wrong in content/products today', () => {
    expect(problems(products)).toEqual([]);
  });

  it('a UPC OTDR listed with an APC launch box needs the hybrid jumper sold and listed', () => {
    const broken = withProduct(
      withProduct(products, 'handheld-otdr-sm-1310-1550', (p) => {
        p.works_with = p.works_with.filter((id) => id !== 301);
        p.accessories = p.accessories?.filter((a) => a.product_id !== 301);
      }),
      'otdr-launch-receive-cable-box-sm-1km',
      (p) => (p.works_with = p.works_with.filter((id) => id !== 301)),
    );
    expect(problems(broken)).toEqual([
      'products/handheld-otdr-sm-1310-1550.md works_with: otdr-launch-receive-cable-box-sm-1km (SC/APC SM) does not mate SC/UPC SM, and no cord that bridges them is sold and listed',
      'products/otdr-launch-receive-cable-box-sm-1km.md works_with: handheld-otdr-sm-1310-1550 (SC/UPC SM) does not mate SC/APC SM, and no cord that bridges them is sold and listed',
    ]);
  });

  it('an MPO trunk pinned like the cassette it is listed with does not mate it', () => {
    const broken = withProduct(products, 'mpo24-trunk-om4-type-b-female-10m', (p) => {
      for (const end of p.ends ?? []) end.pinned = true;
    });
    expect(problems(broken)).toContain(
      'products/mpo24-trunk-om4-type-b-female-10m.md works_with: mpo24-lc-cassette-om4-method-b (MPO-24/UPC OM4, LC/UPC OM4) does not mate MPO-24/UPC OM4, and no cord that bridges them is sold and listed',
    );
  });

  it('a multimode cord listed with a single-mode panel does not mate it', () => {
    const broken = withProduct(products, 'lc-upc-duplex-om4-patch-cord-3m', (p) => p.works_with.push(121));
    expect(problems(broken)).toEqual([
      'products/lc-upc-duplex-om4-patch-cord-3m.md works_with: rack-mount-patch-panel-1u-24-lc-duplex (LC/UPC SM) does not mate LC/UPC OM4, and no cord that bridges them is sold and listed',
    ]);
  });

  it('an accessory said to be in the box must be in in_the_box', () => {
    const broken = withProduct(products, 'digital-fiber-inspection-probe-400x', (p) => {
      p.accessories = [{ name: 'IS-MPO tip set', supply: 'in the box', product_id: 244 }];
    });
    expect(problems(broken)).toEqual([
      'products/digital-fiber-inspection-probe-400x.md accessories[0]: "IS-MPO tip set" is said to be in the box, but in_the_box does not list it',
    ]);
  });

  it('an accessory sold separately must be a listed product and not also in the box', () => {
    const unlisted = withProduct(products, 'digital-fiber-inspection-probe-400x', (p) => {
      p.works_with = p.works_with.filter((id) => id !== 244);
    });
    expect(problems(unlisted)).toEqual([
      'products/digital-fiber-inspection-probe-400x.md accessories[0]: "IS-MPO tip set" is sold separately, but works_with does not list product 244',
    ]);
    const boxed = withProduct(products, 'handheld-otdr-sm-1310-1550', (p) => p.in_the_box.push('2 hybrid SC/UPC to SC/APC jumpers'));
    expect(problems(boxed)).toEqual([
      'products/handheld-otdr-sm-1310-1550.md accessories[1]: "hybrid SC/UPC to SC/APC jumpers" is sold separately, but in_the_box lists it too',
    ]);
  });

  it('an accessory not sold here must be marked so on the page', () => {
    const broken = withProduct(products, 'media-converter-10g-sfp-plus', (p) => {
      p.features = p.features.map((f) => f.replace('is not sold here', 'is available'));
    });
    expect(problems(broken)).toEqual([
      'products/media-converter-10g-sfp-plus.md accessories[1]: "DIN-rail clip" is not sold here, but the page does not say "not sold here" where it names it',
    ]);
  });

  it('an accessory the text offers ("adapters available", "sold separately") is named in accessories', () => {
    const broken = withProduct(products, 'handheld-otdr-sm-1310-1550', (p) => {
      const connector = p.specifications.find((s) => s.label === 'Connector');
      if (connector) connector.value = 'SC/UPC interchangeable (FC and LC adapters available)';
    });
    expect(problems(broken)).toEqual([
      'products/handheld-otdr-sm-1310-1550.md accessories: "SC/UPC interchangeable (FC and LC adapters available)" offers an accessory that accessories does not name',
    ]);
  });

  it('a product whose specifications name a connector declares its ports or ends', () => {
    const broken = withProduct(products, 'visual-fault-locator-650nm-10mw', (p) => delete p.ports);
    expect(problems(broken)).toEqual([
      'products/visual-fault-locator-650nm-10mw.md ports: the specifications name a connector, but neither ports nor ends are given',
    ]);
  });

  it('mates: end faces, fibers and MPO size and pins', () => {
    const sc = { type: 'SC', fibre: 'SM' } as const;
    expect(mates({ ...sc, polish: 'UPC' }, { ...sc, polish: 'APC' })).toBe(false);
    expect(mates({ ...sc, polish: 'any' }, { ...sc, polish: 'APC' })).toBe(true);
    expect(mates({ type: 'LC', polish: 'UPC', fibre: 'MM' }, { type: 'LC', polish: 'UPC', fibre: 'OM4' })).toBe(true);
    expect(mates({ type: 'LC', polish: 'UPC', fibre: 'SM' }, { type: 'LC', polish: 'UPC', fibre: 'OM4' })).toBe(false);
    const mpo = { type: 'MPO', polish: 'UPC', fibre: 'OM4' } as const;
    expect(mates({ ...mpo, fibres: 24, pinned: true }, { ...mpo, fibres: 24, pinned: false })).toBe(true);
    expect(mates({ ...mpo, fibres: 24, pinned: true }, { ...mpo, fibres: 12, pinned: false })).toBe(false);
    expect(mates({ ...mpo, fibres: 24, pinned: false }, { ...mpo, fibres: 24, pinned: false })).toBe(false);
  });
});
