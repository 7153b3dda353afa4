// Rules that span the whole catalogue, which one product's schema cannot check: part numbers
// follow one scheme (FP-<family>-<model>) and are unique, a model stem belongs to one family,
// and "Works with" names only products that exist. The site build and the API both refuse a
// catalogue that breaks them.
import { familyOf, modelStem } from './productFamilies';

export interface CatalogueLinks {
  id: number;
  categories: readonly number[];
  model: string;
  part_number: string;
  works_with: number[];
}

/** The part number's problem, if any: it must read FP-<family of the first category>-<the model's stem …>. */
function partNumberProblem(p: CatalogueLinks): string | undefined {
  const family = familyOf(p.categories);
  if (!family) return `part_number ${p.part_number}: category ${p.categories[0]} has no family code`;
  const rest = new RegExp(`^FP-${family}-(.+)$`).exec(p.part_number)?.[1];
  const stem = modelStem(p.model);
  if (!rest || !rest.replace(/[-.]/g, '').toUpperCase().startsWith(stem)) {
    return `part_number ${p.part_number} must read FP-${family}-${stem}… (family of its first category, then its model)`;
  }
  return undefined;
}

/** One readable line per problem, naming the products by `name(p)`; empty when the catalogue is sound. */
export function catalogueProblems<P extends CatalogueLinks>(products: P[], name: (p: P) => string): string[] {
  const problems: string[] = [];
  const byPartNumber = new Map<string, P>();
  const stemFamily = new Map<string, P>();
  const ids = new Set(products.map((p) => p.id));
  for (const p of products) {
    const scheme = partNumberProblem(p);
    if (scheme) problems.push(`${name(p)}: ${scheme}`);
    const key = p.part_number.toUpperCase();
    const first = byPartNumber.get(key);
    if (first) problems.push(`${name(p)}: part_number ${p.part_number} is already used by ${name(first)}`);
    else byPartNumber.set(key, p);
    const stem = modelStem(p.model);
    const owner = stemFamily.get(stem);
    if (owner && familyOf(owner.categories) !== familyOf(p.categories)) {
      problems.push(`${name(p)}: model ${p.model} reuses the stem ${stem} of ${name(owner)}, a product of another family`);
    } else if (!owner) stemFamily.set(stem, p);
    for (const id of p.works_with) {
      if (!ids.has(id)) problems.push(`${name(p)}: works_with names ${id}, which is no product's id`);
      else if (id === p.id) problems.push(`${name(p)}: works_with names the product itself`);
    }
  }
  return problems;
}
