// Rules that span the whole catalogue, which one product's schema cannot check: part numbers
// are unique and "Works with" names only products that exist. The site build and the API
// both refuse a catalogue that breaks them.
export interface CatalogueLinks {
  id: number;
  part_number: string;
  works_with: number[];
}

/** One readable line per problem, naming the products by `name(p)`; empty when the catalogue is sound. */
export function catalogueProblems<P extends CatalogueLinks>(products: P[], name: (p: P) => string): string[] {
  const problems: string[] = [];
  const byPartNumber = new Map<string, P>();
  const ids = new Set(products.map((p) => p.id));
  for (const p of products) {
    const key = p.part_number.toUpperCase();
    const first = byPartNumber.get(key);
    if (first) problems.push(`${name(p)}: part_number ${p.part_number} is already used by ${name(first)}`);
    else byPartNumber.set(key, p);
    for (const id of p.works_with) {
      if (!ids.has(id)) problems.push(`${name(p)}: works_with names ${id}, which is no product's id`);
      else if (id === p.id) problems.push(`${name(p)}: works_with names the product itself`);
    }
  }
  return problems;
}
