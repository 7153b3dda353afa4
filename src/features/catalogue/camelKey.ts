/** "connectors-adapters" → "connectorsAdapters", "fiber_type" → "fiberType": a slug or facet's message key. */
export const camelKey = (slug: string): string => slug.replace(/[-_](\w)/g, (_, c: string) => c.toUpperCase());
