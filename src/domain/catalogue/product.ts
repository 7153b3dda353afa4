// Stock and sale rules (the price paid is the sale price when on sale).
export interface Priced {
  price: number;
  discount_price: number | null;
}

export const isInStock = (stock: number): boolean => stock > 0;

export const isOnSale = (p: Priced): boolean => p.discount_price != null && p.discount_price < p.price;

/** The price the customer pays: the sale price when the product is on sale. */
export const effectivePrice = (p: Priced): number => (isOnSale(p) ? (p.discount_price as number) : p.price);

/** The stock line of listings and search results. */
export const stockLabel = (stock: number): string => (isInStock(stock) ? `In Stock (${stock})` : 'Out of Stock');
