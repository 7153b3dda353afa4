// Product ids by slug for 'Add to Cart' (the cart API takes product_id; the catalogue
// islands know slugs). Built with the site, fetched once on the first add.
import type { APIRoute } from 'astro';
import { activeProducts } from '../../features/catalogue/catalogueContent';

export const GET: APIRoute = async () => {
  const products = await activeProducts();
  return new Response(JSON.stringify(Object.fromEntries(products.map((p) => [p.id, p.data.id]))), {
    headers: { 'Content-Type': 'application/json' },
  });
};
