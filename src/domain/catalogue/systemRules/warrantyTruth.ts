// One warranty truth: the structured warranty is the only place a product's term is set, so
// the badge, facts table and datasheet cannot disagree; these rules keep the free text (what
// the warranty covers, the specifications, the body, the FAQ) from contradicting it.
import { termsNamedIn, warrantyTerms, type Warranty } from '#domain/catalogue/warranty';
import type { RuleProduct, SystemRule } from './types';

const file = (p: RuleProduct) => `products/${p.slug}.md`;
const rank = (term: string) => (warrantyTerms as readonly string[]).indexOf(term);
const termsOf = (w: Warranty) => new Set([w.term, ...termsNamedIn(w.limits ?? '')]);

/** A shelf life is how long a consumable keeps, not a promise about defects. */
const shelfLifeIsNoWarranty: SystemRule = (products) =>
  products.flatMap((p) =>
    (['covers', 'limits'] as const)
      .filter((field) => /shelf[- ]life/i.test(p.warranty[field] ?? ''))
      .map((field) => `${file(p)} warranty.${field}: a shelf life is not a warranty; state it in warranty.shelf_life`),
  );

/** What the warranty covers names no other term; a shorter term for some parts is never longer than the whole. */
const textAgreesWithTerm: SystemRule = (products) =>
  products.flatMap((p) => [
    ...termsNamedIn(p.warranty.covers)
      .filter((t) => t !== p.warranty.term)
      .map((t) => `${file(p)} warranty.covers: names ${t}, but warranty.term is ${p.warranty.term}`),
    ...termsNamedIn(p.warranty.limits ?? '')
      .filter((t) => rank(t) > rank(p.warranty.term))
      .map((t) => `${file(p)} warranty.limits: names ${t}, longer than warranty.term ${p.warranty.term}`),
  ]);

/** The text without its clauses about a shelf life, which name a duration that is no warranty. */
const withoutShelfLife = (text: string) =>
  text
    .split(/[.;]/)
    .filter((clause) => !/shelf[- ]life/i.test(clause))
    .join('.');

/** A specification or body sentence about the warranty names only the product's own terms. */
const pageAgreesWithTerm: SystemRule = (products) =>
  products.flatMap((p) => {
    const allowed = termsOf(p.warranty);
    const texts = [
      ...p.specifications
        .filter((s) => /warrant/i.test(`${s.label} ${s.value}`))
        .map((s) => ({ field: `specifications (${s.label})`, text: s.value })),
      ...p.features.filter((f) => /warrant/i.test(f)).map((text) => ({ field: 'features', text })),
      ...p.body
        .split(/(?<=[.!?])\s+/)
        .filter((s) => /warrant/i.test(s))
        .map((text) => ({ field: 'body', text })),
    ];
    return texts.flatMap(({ field, text }) =>
      termsNamedIn(withoutShelfLife(text))
        .filter((t) => !allowed.has(t))
        .map((t) => `${file(p)} ${field}: names a ${t} warranty, but warranty.term is ${p.warranty.term}`),
    );
  });

export const warrantyTruthRules: SystemRule[] = [shelfLifeIsNoWarranty, textAgreesWithTerm, pageAgreesWithTerm];

export interface FaqGroupText {
  id: string;
  questions: readonly { question: string; answer: string }[];
}

/**
 * An FAQ answer about warranties either names no term (it points to the product page) or
 * states the real tiers: every whole-product term in the catalogue, and no term none has.
 */
export function faqWarrantyProblems(groups: readonly FaqGroupText[], products: readonly RuleProduct[]): string[] {
  const inUse = new Set(products.map((p) => p.warranty.term));
  const known = new Set(products.flatMap((p) => [...termsOf(p.warranty)]));
  const tiers = warrantyTerms.filter((t) => inUse.has(t) && t !== 'replacement if defective');
  return groups.flatMap((g) =>
    g.questions.flatMap((q, i) => {
      if (!/warrant/i.test(`${q.question} ${q.answer}`)) return [];
      const named = termsNamedIn(q.answer);
      if (!named.length) return [];
      const where = `faq/${g.id}.yaml questions[${i}].answer`;
      const unknown = named.filter((t) => !known.has(t)).map((t) => `${where}: names ${t}, a term no product has`);
      const missing = tiers.filter((t) => !named.includes(t));
      return missing.length
        ? [...unknown, `${where}: states warranty terms but leaves out ${missing.join(', ')}, which products carry`]
        : unknown;
    }),
  );
}
