// Compliance claims a buyer can rely on (docs/decisions/0014-compliance-claims.md): BABA only
// where it applies and only with the maker's certification, TAA from the country of origin.
import { taaCountries } from '#domain/catalogue/compliance';
import { babaExemptFamilies, familyOf } from '#domain/catalogue/productFamilies';
import type { RuleProduct, SystemRule } from './types';

const file = (p: RuleProduct) => `products/${p.slug}.md`;
const exempt = (p: RuleProduct) => babaExemptFamilies.includes(familyOf(p.categories) ?? '');

/** BABA does not apply to tools, test sets and machines, and applies to everything incorporated. */
const babaWhereItApplies: SystemRule = (products) =>
  products.flatMap((p) => {
    const na = p.compliance.baba.status === 'not_applicable';
    if (exempt(p) && !na) {
      return [
        `${file(p)} compliance.baba.status: ${p.compliance.baba.status}, but BABA does not apply to a ${familyOf(p.categories)} product (not incorporated into the project)`,
      ];
    }
    if (!exempt(p) && na)
      return [
        `${file(p)} compliance.baba.status: not_applicable, but a ${familyOf(p.categories)} product is incorporated into the project`,
      ];
    return [];
  });

/** "BABA compliant" needs a US origin and the maker's certification named in the basis. */
const babaNeedsCertification: SystemRule = (products) =>
  products
    .filter((p) => p.compliance.baba.status === 'compliant')
    .filter((p) => p.compliance.origin.country !== 'USA' || !/certif/i.test(p.compliance.baba.basis))
    .map((p) => `${file(p)} compliance.baba.basis: "compliant" needs a US origin and the maker's BABA certification named in the basis`);

/** TAA follows the country of origin, and its basis names that country. */
const taaFollowsOrigin: SystemRule = (products) =>
  products.flatMap((p) => {
    const { origin, taa } = p.compliance;
    const designated = taaCountries.includes(origin.country);
    const problems: string[] = [];
    if (designated !== (taa.status === 'compliant')) {
      problems.push(
        `${file(p)} compliance.taa.status: ${taa.status}, but ${origin.country} ${designated ? 'is' : 'is not'} the USA or a TAA designated country`,
      );
    }
    const country = origin.country === 'USA' ? /\bUS\b|USA|United States/ : new RegExp(origin.country, 'i');
    if (!country.test(taa.basis)) problems.push(`${file(p)} compliance.taa.basis: does not name the country of origin, ${origin.country}`);
    return problems;
  });

/** The origin's basis says where it is made, and the maker statement agrees on the country. */
const originHasBasis: SystemRule = (products) =>
  products.flatMap((p) => {
    const { country, basis } = p.compliance.origin;
    const named = country === 'USA' ? /\bUSA\b|United States/ : new RegExp(country, 'i');
    const problems: string[] = [];
    if (!named.test(basis)) problems.push(`${file(p)} compliance.origin.basis: does not say the product is made in ${country}`);
    if (/contract manufacturer in/i.test(p.maker) && !named.test(p.maker))
      problems.push(`${file(p)} maker: names a country other than its origin, ${country}`);
    return problems;
  });

export const complianceTruthRules: SystemRule[] = [babaWhereItApplies, babaNeedsCertification, taaFollowsOrigin, originHasBasis];
