// The catalogue as the system rules read it, straight from content/products.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { productSchema } from '#domain/content/schemas';
import type { RuleProduct } from '#domain/catalogue/systemRules/index';

export function loadRuleProducts(dir = 'content/products'): RuleProduct[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const text = readFileSync(join(dir, f), 'utf8');
      const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
      if (!m) throw new Error(`${f}: missing frontmatter`);
      return { ...productSchema.parse(parseYaml(m[1])), slug: basename(f, '.md'), body: m[2] };
    });
}

/** The catalogue with one product changed in a copy. */
export function withProduct(products: readonly RuleProduct[], slug: string, change: (p: RuleProduct) => void): RuleProduct[] {
  const copy = structuredClone(products) as RuleProduct[];
  const p = copy.find((x) => x.slug === slug);
  if (!p) throw new Error(`no product ${slug}`);
  change(p);
  return copy;
}
