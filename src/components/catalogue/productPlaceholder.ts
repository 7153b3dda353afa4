/** The picture shown for a product without one, or whose picture fails to load. */
export const PRODUCT_PLACEHOLDER = '/images/placeholder-product.svg';
