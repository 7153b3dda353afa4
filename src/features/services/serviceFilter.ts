// Services page rules: search over name, description and tags;
// categories combine as OR; the heading's count and category suffix.
import { fill } from '#domain/i18n/fill';

export interface ServiceCardData {
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: string;
  price_range: string;
  categories: string[];
  tags: string[];
}

export function filterServices(services: ServiceCardData[], search: string, categories: string[]): ServiceCardData[] {
  const needle = search.trim().toLowerCase();
  return services.filter(
    (s) =>
      (categories.length === 0 || s.categories.some((c) => categories.includes(c))) &&
      (!needle || [s.name, s.description, ...s.tags].some((t) => t.toLowerCase().includes(needle))),
  );
}

/** Categories in order of first appearance (derived from the data). */
export const serviceCategories = (services: ServiceCardData[]): string[] => [...new Set(services.flatMap((s) => s.categories))];

/** 'N service(s) available' (literally), then ' in ' and the chosen categories, in the page's words. */
export function servicesHeading(count: number, categories: string[], words: { available: string; availableIn: string }): string {
  return fill(categories.length ? words.availableIn : words.available, { n: count, categories: categories.join(', ') });
}
