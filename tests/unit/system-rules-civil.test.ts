// The civil family's system rules (thrust boring, cable blowing): the catalogue passes them, and
// each rule fails, naming the file and field, when one fact of a real product is broken.
import { describe, expect, it } from 'vitest';
import { systemProblems } from '#domain/catalogue/systemRules/index';
import { machineReadinessRules } from '#domain/catalogue/systemRules/machineReadiness';
import { pressureRules } from '#domain/catalogue/systemRules/pressure';
import { allowablePullLbf, pullbackRules } from '#domain/catalogue/systemRules/pullback';
import type { RuleProduct, SystemRule } from '#domain/catalogue/systemRules/index';
import { loadRuleProducts, withProduct } from './system-rules.helpers';

const catalogue = loadRuleProducts();
const civilRules: SystemRule[] = [...pullbackRules, ...pressureRules, ...machineReadinessRules];
const problems = (products: readonly RuleProduct[]) => civilRules.flatMap((rule) => rule(products));
const broken = (slug: string, change: (p: RuleProduct) => void) => problems(withProduct(catalogue, slug, change));
const sorted = (slug: string, change: (p: RuleProduct) => void) => broken(slug, change).sort();

describe('civil system rules', () => {
  it('find nothing wrong in the thrust-boring and cable-blowing catalogue', () => {
    expect(problems(catalogue)).toEqual([]);
    expect(systemProblems(catalogue)).toEqual([]);
  });

  describe('pullback', () => {
    it('fail a swivel rated below the pullback of a borer it is listed with (the old 10,000 lbf PS-10)', () => {
      expect(sorted('conduit-pullback-swivel-and-duct-pulling-heads', (p) => (p.pull_rating_lbf = 10000))).toEqual(
        [
          'products/conduit-pullback-swivel-and-duct-pulling-heads.md pull_rating_lbf: 10,000 lbf is below the 24,000 lbf pullback of products/thrust-boring-machine.md, which it is listed with',
          'products/conduit-pullback-swivel-and-duct-pulling-heads.md pull_rating_lbf: 10,000 lbf is below the 12,000 lbf pullback of products/compact-thrust-borer-tb12.md, which it is listed with',
          'products/conduit-pullback-swivel-and-duct-pulling-heads.md pull_rating_lbf: 10,000 lbf is below the 40,000 lbf pullback of products/heavy-thrust-borer-tb40.md, which it is listed with',
        ].sort(),
      );
    });

    it('fail when the borer lists the under-rated reamer set, whichever side names the other', () => {
      const changed = withProduct(catalogue, 'heavy-thrust-borer-tb40', (p) => p.works_with.push(255));
      expect(problems(changed)).toContain(
        'products/thrust-boring-backreamer-set-3-4-6in.md pull_rating_lbf: 25,000 lbf is below the 40,000 lbf pullback of products/heavy-thrust-borer-tb40.md, which it is listed with',
      );
    });

    it('computes the ASTM F1804 safe pull the review quotes (about 1,750 lbf for 2 in and 6,300 lbf for 4 in SDR 11 at 3,000 psi)', () => {
      expect(Math.round(allowablePullLbf(2.375, 11, 3000))).toBe(1757);
      expect(Math.round(allowablePullLbf(4.5, 11, 3000))).toBe(6309);
    });

    it('fail a safe pull above what the duct can carry, and a weak link that can part above it', () => {
      expect(
        broken('duct-breakaway-weak-link-dbl6', (p) => {
          p.duct_pull![2].safe_pull_lbf = 2500;
          p.duct_pull![0].breakaway_lbf = 800;
        }),
      ).toEqual([
        "products/duct-breakaway-weak-link-dbl6.md duct_pull: 1-1/4 in SDR 11 weak link may part at up to 880 lbf (800 lbf +10 %), above the duct's safe pull of 850 lbf",
        'products/duct-breakaway-weak-link-dbl6.md duct_pull: 2 in SDR 11 safe pull 2,500 lbf is above the ASTM F1804 limit of 2,050 lbf (3,500 psi yield, 0.40 design factor)',
      ]);
    });

    it('fail a borer sold without a weak link', () => {
      expect(broken('compact-thrust-borer-tb12', (p) => (p.works_with = p.works_with.filter((id) => id !== 327)))).toEqual([
        "products/compact-thrust-borer-tb12.md works_with: lists no duct weak link stating the duct's safe pull (a product with duct_pull breakaway values)",
      ]);
    });
  });

  describe('pressure', () => {
    it('fail the old 17 bar relief, above the microduct, the couplers and the kit itself', () => {
      expect(sorted('duct-pressure-test-kit-5-63mm', (p) => (p.pressure!.relief_bar = 17))).toEqual(
        [
          'products/duct-pressure-test-kit-5-63mm.md pressure.relief_bar: relief at 17 bar does not open below the 16 bar rating of its own rating',
          'products/duct-pressure-test-kit-5-63mm.md pressure.relief_bar: relief at 17 bar does not open below the 15 bar rating of products/microduct-bundle-7way-14-10mm-1000ft.md',
          'products/duct-pressure-test-kit-5-63mm.md pressure.relief_bar: relief at 17 bar does not open below the 16 bar rating of products/microduct-push-fit-coupler-14mm-10-pack.md',
          'products/duct-pressure-test-kit-5-63mm.md pressure.relief_bar: relief at 17 bar does not open below the 16 bar rating of products/microduct-end-caps-assortment-50.md',
          'products/duct-pressure-test-kit-5-63mm.md pressure.relief_bar: relief at 17 bar does not open below the 16 bar rating of products/microduct-push-fit-reducer-couplers-20-pack.md',
        ].sort(),
      );
    });

    it('fail a gauge that cannot show the relief setting (the old 0 - 16 bar dial)', () => {
      expect(broken('duct-pressure-test-kit-5-63mm', (p) => (p.pressure!.gauge_max_bar = 10))).toEqual([
        'products/duct-pressure-test-kit-5-63mm.md pressure.gauge_max_bar: a 0 - 10 bar gauge cannot show the 12 bar relief setting',
      ]);
    });
  });

  describe('machine readiness', () => {
    it('fail a borer with too little rod in the box and none listed (the TB-12 at 30 ft of a 60 ft bore)', () => {
      expect(broken('compact-thrust-borer-tb12', (p) => (p.works_with = p.works_with.filter((id) => id !== 322)))).toEqual([
        'products/compact-thrust-borer-tb12.md works_with: 30 ft of rod in the box for a 60 ft rated bore, and no 1.25 in rods listed',
      ]);
    });

    it('fail a borer whose reamers are neither in the box nor sold for its rod (the TB-40 before)', () => {
      expect(broken('heavy-thrust-borer-tb40', (p) => (p.works_with = p.works_with.filter((id) => id !== 321)))).toEqual([
        'products/heavy-thrust-borer-tb40.md works_with: no backreamers for 2.0625 in rods in the box or listed',
      ]);
    });

    it('fail a sonde housing listed with a borer of another rod size (the BL-1 and the TB-12)', () => {
      expect(broken('walkover-bore-locator-sonde-bl1', (p) => p.works_with.push(251))).toEqual([
        'products/walkover-bore-locator-sonde-bl1.md rod_tooling.rod_od_in: threaded for 1.625 in rod, but products/compact-thrust-borer-tb12.md uses 1.25 in rods',
      ]);
    });

    it('fail a machine with no clamp for US IPS duct in its range (metric 40 mm on 1-1/4 in duct)', () => {
      expect(broken('large-duct-cable-blowing-machine-lb32', (p) => (p.duct_fit!.fittings_od_mm = [40, 50, 63, 110]))).toEqual([
        'products/large-duct-cable-blowing-machine-lb32.md duct_fit.fittings_od_mm: no duct clamp for 42.2 mm US IPS duct, inside its 40 - 114.3 mm range',
        'products/large-duct-cable-blowing-machine-lb32.md duct_fit.fittings_od_mm: no duct clamp for 48.3 mm US IPS duct, inside its 40 - 114.3 mm range',
        'products/large-duct-cable-blowing-machine-lb32.md duct_fit.fittings_od_mm: no duct clamp for 60.3 mm US IPS duct, inside its 40 - 114.3 mm range',
        'products/large-duct-cable-blowing-machine-lb32.md duct_fit.fittings_od_mm: no duct clamp for 88.9 mm US IPS duct, inside its 40 - 114.3 mm range',
        'products/large-duct-cable-blowing-machine-lb32.md duct_fit.fittings_od_mm: no duct clamp for 114.3 mm US IPS duct, inside its 40 - 114.3 mm range',
      ]);
    });

    it('count a clamp set only for the machine it is made for', () => {
      expect(broken('duct-clamp-seal-set-pb-pneumatic', (p) => (p.works_with = []))).toEqual([
        'products/pb-pneumatic-blowing-machine.md duct_fit.fittings_od_mm: no duct clamp for 33.4 mm US IPS duct, inside its 5 - 40 mm range',
      ]);
    });

    it('fail a named duct bore without a foam carrier (the 40/33 and 50/42 mm bores before)', () => {
      expect(
        sorted('duct-foam-carriers-assortment', (p) => (p.foam_carriers = p.foam_carriers!.filter((c) => c.id_min_mm !== 31.4))),
      ).toEqual(
        [
          'products/pb-hydro-blowing-machine.md duct_fit.bores_id_mm: no foam carrier listed for its 33 mm duct bore',
          'products/large-duct-cable-blowing-machine-lb32.md duct_fit.bores_id_mm: no foam carrier listed for its 33 mm duct bore',
          'products/pb-pneumatic-blowing-machine.md duct_fit.bores_id_mm: no foam carrier listed for its 33 mm duct bore',
        ].sort(),
      );
    });

    it('fail an aftercooler listed with a machine that asks for more air (the AC-900 and the LB-32)', () => {
      expect(broken('compressor-aftercooler-separator-ac900', (p) => p.works_with.push(202))).toEqual([
        'products/compressor-aftercooler-separator-ac900.md works_with: rated 900 cfm, below the 1100 cfm products/large-duct-cable-blowing-machine-lb32.md can ask for',
      ]);
    });

    it('fail a machine with no aftercooler for its air demand', () => {
      const noAc1600 = (p: RuleProduct) => (p.works_with = p.works_with.filter((id) => id !== 334 && id !== 202));
      const changed = withProduct(
        withProduct(catalogue, 'large-duct-cable-blowing-machine-lb32', noAc1600),
        'compressor-aftercooler-separator-ac1600',
        noAc1600,
      );
      expect(problems(changed)).toEqual([
        'products/large-duct-cable-blowing-machine-lb32.md works_with: no aftercooler listed for its 1100 cfm air demand',
      ]);
    });

    it('fail an engine whose net power cannot drive the hydraulics (the old TB-24K: 13 hp for 2,500 psi × 8 gpm)', () => {
      expect(broken('thrust-boring-machine', (p) => (p.hydraulics!.engine_hp_net = 13))).toEqual([
        'products/thrust-boring-machine.md hydraulics.engine_hp_net: 2500 psi × 8 gpm needs 13.7 hp net at 85 % pump efficiency; the engine gives 13 hp',
      ]);
    });

    it('fail a page that names an accessory the shop does not sell and does not say so', () => {
      expect(broken('pb-pneumatic-blowing-machine', (p) => (p.body += '\nFinish with a cable-end seal kit and a compressor.'))).toEqual([]);
      const withoutMarks = withProduct(catalogue, 'pb-hydro-blowing-machine', (p) => {
        p.body = p.body.replace('(not sold here) ', '');
      });
      expect(problems(withoutMarks)).toEqual([
        'products/pb-hydro-blowing-machine.md body: names a bullet, which is not in the catalogue and not marked "(not sold here)"',
      ]);
      const noMandrel = catalogue.filter((p) => p.slug !== 'duct-proving-mandrel-set-cal110');
      expect(problems(noMandrel).filter((m) => m.includes('mandrel'))).toContain(
        'products/pb-pneumatic-blowing-machine.md body: names a mandrel, which is not in the catalogue and not marked "(not sold here)"',
      );
    });
  });
});
