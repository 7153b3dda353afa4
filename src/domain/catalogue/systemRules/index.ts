// Rules per product family that make what is sold together really fit: ratings, end faces,
// sizes, what a machine needs for its first job, physical limits, one warranty truth.
// The content check in the test suite runs them against content/products.
import { complianceTruthRules } from './complianceTruth';
import { connectivityRules } from './connectivity';
import { machineReadinessRules } from './machineReadiness';
import { physicalLimitsRules } from './physicalLimits';
import { pressureRules } from './pressure';
import { pullbackRules } from './pullback';
import type { RuleProduct } from './types';
import { warrantyTruthRules } from './warrantyTruth';

export type { RuleProduct, SystemRule } from './types';

const allRules = [
  ...connectivityRules,
  ...pullbackRules,
  ...pressureRules,
  ...machineReadinessRules,
  ...physicalLimitsRules,
  ...warrantyTruthRules,
  ...complianceTruthRules,
];

/** Every broken system rule in the catalogue, as "products/<slug>.md <field>: what is wrong" lines. */
export const systemProblems = (products: readonly RuleProduct[]): string[] => allRules.flatMap((rule) => rule(products));
