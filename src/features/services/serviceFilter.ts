// Services page rules: search over name, description and tags;
// categories combine as OR; the heading's count and category suffix.
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

/** Worded 'N service(s) available', literally. */
export function servicesHeading(count: number, categories: string[]): string {
  const base = `${count} service(s) available`;
  return categories.length ? `${base} in ${categories.join(', ')}` : base;
}
