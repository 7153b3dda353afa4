// The values of the search's type filter, in the order the filter shows them. Every
// indexed item carries exactly one (Pagefind filter `type`); sessions count as Courses.
export const searchTypes = ['Products', 'Services', 'Courses', 'Articles'] as const;
export type SearchType = (typeof searchTypes)[number];

export const isSearchType = (value: string | null): value is SearchType => (searchTypes as readonly string[]).includes(value ?? '');
