// One warranty truth: the product's structured warranty is what its page, badge, datasheet
// and compare row print, and what the FAQ and the content check compare against.

/** The whole-product terms the shop gives, shortest first. */
export const warrantyTerms = ['replacement if defective', '90 days', '1 year', '2 years', '3 years', 'lifetime'] as const;
export type WarrantyTerm = (typeof warrantyTerms)[number];

export interface Warranty {
  term: WarrantyTerm;
  /** What the term covers, e.g. "parts and labor". */
  covers: string;
  /** Parts covered for less, or not at all (wear parts, consumables, an engine under its maker's warranty). */
  limits?: string | undefined;
  /** How long a consumable keeps: not a warranty, printed apart from it. */
  shelf_life?: string | undefined;
}

const BADGES: Record<WarrantyTerm, string> = {
  'replacement if defective': 'Replaced if Defective',
  '90 days': '90 Day Warranty',
  '1 year': '1 Year Warranty',
  '2 years': '2 Year Warranty',
  '3 years': '3 Year Warranty',
  lifetime: 'Lifetime Warranty',
};

/** The product page's warranty badge. */
export const warrantyBadge = (term: WarrantyTerm): string => BADGES[term];

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The warranty in one line, e.g. "1 year: parts and labor; belts and seals 90 days". */
export function warrantyText(w: Warranty): string {
  const head = w.term === 'replacement if defective' ? capitalised(w.covers) : `${capitalised(w.term)}: ${w.covers}`;
  return [head, w.limits, w.shelf_life && `shelf life ${w.shelf_life} (not a warranty)`].filter(Boolean).join('; ');
}

/** Terms a text states ("2-year warranty", "3 years", "lifetime", "90 days"), normalised like warrantyTerms. */
export function termsNamedIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\b(\d+)[- ]?(year|day)s?\b|\blifetime\b/gi)) {
    found.add(m[1] ? `${m[1]} ${m[2].toLowerCase()}${m[1] === '1' ? '' : 's'}` : 'lifetime');
  }
  return [...found];
}
