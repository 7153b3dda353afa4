// Shared reading of the civil family's rules: where a problem is, and which products go together.
import type { RuleProduct } from './types';

/** "products/<slug>.md <field>", the start of every problem line. */
export const at = (p: RuleProduct, field: string): string => `products/${p.slug}.md ${field}`;

/** Whether either product lists the other in works_with. */
export const linked = (a: RuleProduct, b: RuleProduct): boolean =>
  a.id !== b.id && (a.works_with.includes(b.id) || b.works_with.includes(a.id));

/** Whether both products list each other: a part made for that machine. */
export const paired = (a: RuleProduct, b: RuleProduct): boolean =>
  a.id !== b.id && a.works_with.includes(b.id) && b.works_with.includes(a.id);

export const lbf = (n: number): string => `${Math.round(n).toLocaleString('en-US')} lbf`;
