// The values of the search's type filter, in the order the filter shows them. Every
// indexed item carries exactly one (Pagefind filter `type`); sessions count as Courses.
export const searchTypes = ['Products', 'Services', 'Courses', 'Articles'] as const;
export type SearchType = (typeof searchTypes)[number];

export const isSearchType = (value: string | null): value is SearchType => (searchTypes as readonly string[]).includes(value ?? '');

/**
 * A second filter on everything but products (services, courses, sessions, articles), used only
 * to rank products first: searching within it tells which results are not products. It is far
 * smaller to download than the `type` filter, whose biggest value is the whole catalogue.
 */
export const AFTER_PRODUCTS = { ranking: ['after-products'] as ['after-products'] };
