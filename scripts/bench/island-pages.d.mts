export declare const ISLAND_PAGES: string[];
