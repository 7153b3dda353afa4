import type { ProductData } from '#domain/content/schemas';

/** A product as the system rules read it: its frontmatter, file name and body text. */
export interface RuleProduct extends ProductData {
  slug: string;
  body: string;
}

/** One rule over the whole catalogue: each broken case as "products/<slug>.md <field>: what is wrong". */
export type SystemRule = (products: readonly RuleProduct[]) => string[];
