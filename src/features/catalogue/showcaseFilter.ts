// Showcase grouping and search: pure, so the unit tests and the
// island share it.
import type { CategoryRef, ProductCardData } from './types';

export interface ShowcaseSection {
  category: CategoryRef;
  /** The cards shown: with all categories and no search, the family's first few. */
  products: ProductCardData[];
  /** How many of the family's products match, shown or not. */
  total: number;
}

/** Cards per family with all categories shown and no search (one row on a wide screen): the page stays a few screens long on a phone; "See all" shows the rest. */
export const SHOWCASE_PREVIEW = 3;

export function showcaseMatches(p: ProductCardData, needle: string, categories: CategoryRef[]): boolean {
  if (!needle) return true;
  const names = categories.filter((c) => p.categories.includes(c.id)).map((c) => c.name);
  return [p.name, p.summary, ...names].some((t) => t.toLowerCase().includes(needle));
}

/** One section per category that has matches (all selected, the first few of each), or the chosen category's. */
export function showcaseSections(
  products: ProductCardData[],
  categories: CategoryRef[],
  selected: string | null,
  search: string,
): ShowcaseSection[] {
  const needle = search.trim().toLowerCase();
  const matches = products.filter((p) => showcaseMatches(p, needle, categories));
  const shown = selected ? categories.filter((c) => c.slug === selected) : categories;
  const preview = !selected && !needle;
  return shown
    .map((category) => {
      const inFamily = matches.filter((p) => p.categories.includes(category.id));
      return { category, products: preview ? inFamily.slice(0, SHOWCASE_PREVIEW) : inFamily, total: inFamily.length };
    })
    .filter((s) => selected || s.total > 0);
}

export const categoryCount = (products: ProductCardData[], id: number) => products.filter((p) => p.categories.includes(id)).length;
