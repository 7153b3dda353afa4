export function withIslandLoader(html: string, loader: string, page: string): string;
export function islandLoader(): { name: string; hooks: Record<string, unknown> };
