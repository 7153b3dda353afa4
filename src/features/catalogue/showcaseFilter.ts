// Showcase grouping and search: pure, so the unit tests and the
// island share it.
import type { CategoryRef, ProductCardData } from './types';

export interface ShowcaseSection {
  category: CategoryRef;
  products: ProductCardData[];
}

export function showcaseMatches(p: ProductCardData, needle: string, categories: CategoryRef[]): boolean {
  if (!needle) return true;
  const names = categories.filter((c) => p.categories.includes(c.id)).map((c) => c.name);
  return [p.name, p.summary, ...names].some((t) => t.toLowerCase().includes(needle));
}

/** One section per category that has matches (all selected), or the chosen category's. */
export function showcaseSections(
  products: ProductCardData[],
  categories: CategoryRef[],
  selected: string | null,
  search: string,
): ShowcaseSection[] {
  const needle = search.trim().toLowerCase();
  const matches = products.filter((p) => showcaseMatches(p, needle, categories));
  const shown = selected ? categories.filter((c) => c.slug === selected) : categories;
  return shown
    .map((category) => ({ category, products: matches.filter((p) => p.categories.includes(category.id)) }))
    .filter((s) => selected || s.products.length > 0);
}

export const categoryCount = (products: ProductCardData[], id: number) => products.filter((p) => p.categories.includes(id)).length;
