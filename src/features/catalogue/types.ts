// Shapes of catalogue data handed from the build to the islands.
import type { Priced } from '#domain/catalogue/product';

export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

/** What a product card needs (showcase and listing), without the long description. */
export interface ProductCardData extends Priced {
  id: number;
  taa: boolean;
  baba: boolean;
  slug: string;
  name: string;
  summary: string;
  stock: number;
  image_url: string;
  categories: number[];
}

/** One row of the listing's prebuilt index: just enough to filter, page and draw a card. */
export interface IndexedProduct extends Priced {
  id: number;
  slug: string;
  taa: boolean;
  baba: boolean;
  name: string;
  stock: number;
  added: number;
  image_url: string;
  categories: number[];
  /** Facet values from the specifications, by facet key (domain/catalogue/catalogueFacets). */
  facets: Record<string, string[]>;
  searchText: string;
}
