// Thrust-bore pullback: hardware rated for the machines it is sold with, and duct pulled within its safe pull.
import { at, lbf, linked } from './civilLinks';
import type { RuleProduct, SystemRule } from './types';

/** ASTM F1804 / PPI: allowable tensile load = yield × 0.40 × π·OD²·(1/SDR − 1/SDR²), 1 h under tension. */
export const HDPE_YIELD_PSI_MAX = 3500;
export const PULL_DESIGN_FACTOR = 0.4;
/** A shear pin parts within ±10 % of its rating: the top of that band must stay under the safe pull. */
export const SHEAR_PIN_TOLERANCE = 0.1;
export const allowablePullLbf = (odIn: number, sdr: number, yieldPsi = HDPE_YIELD_PSI_MAX): number =>
  yieldPsi * PULL_DESIGN_FACTOR * Math.PI * odIn ** 2 * (1 / sdr - 1 / sdr ** 2);

const borers = (products: readonly RuleProduct[]) => products.filter((p) => p.borer);

/** Swivels, reamer eyes and shackles carry the full pull of every borer they are listed with. */
const ratedForTheBorer: SystemRule = (products) =>
  products.flatMap((p) =>
    p.pull_rating_lbf === undefined
      ? []
      : borers(products)
          .filter((b) => linked(p, b) && b.borer!.pullback_lbf > p.pull_rating_lbf!)
          .map(
            (b) =>
              `${at(p, 'pull_rating_lbf')}: ${lbf(p.pull_rating_lbf!)} is below the ${lbf(b.borer!.pullback_lbf)} pullback of products/${b.slug}.md, which it is listed with`,
          ),
  );

/** A stated safe pull never exceeds what HDPE of that size can carry, and a weak link parts below it. */
const safePullWithinTheDuct: SystemRule = (products) =>
  products.flatMap((p) =>
    (p.duct_pull ?? []).flatMap((d) => {
      const limit = allowablePullLbf(d.od_in, d.sdr);
      const problems: string[] = [];
      if (d.safe_pull_lbf > limit)
        problems.push(
          `${at(p, 'duct_pull')}: ${d.duct} safe pull ${lbf(d.safe_pull_lbf)} is above the ASTM F1804 limit of ${lbf(limit)} (3,500 psi yield, 0.40 design factor)`,
        );
      if (d.breakaway_lbf !== undefined && d.breakaway_lbf * (1 + SHEAR_PIN_TOLERANCE) > d.safe_pull_lbf)
        problems.push(
          `${at(p, 'duct_pull')}: ${d.duct} weak link may part at up to ${lbf(d.breakaway_lbf * (1 + SHEAR_PIN_TOLERANCE))} (${lbf(d.breakaway_lbf)} +10 %), above the duct's safe pull of ${lbf(d.safe_pull_lbf)}`,
        );
      return problems;
    }),
  );

/** Every borer is sold with a weak link that states the duct's safe pull, so the duct is never pulled at machine force. */
const borerLimitsTheDuctPull: SystemRule = (products) =>
  borers(products)
    .filter((b) => !products.some((w) => b.works_with.includes(w.id) && w.duct_pull?.some((d) => d.breakaway_lbf !== undefined)))
    .map((b) => `${at(b, 'works_with')}: lists no duct weak link stating the duct's safe pull (a product with duct_pull breakaway values)`);

export const pullbackRules: SystemRule[] = [ratedForTheBorer, safePullWithinTheDuct, borerLimitsTheDuctPull];
