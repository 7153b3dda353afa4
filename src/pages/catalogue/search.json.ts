// Part numbers and descriptions for the listing's search, in index order; fetched only when someone searches.
import type { APIRoute } from 'astro';
import { activeProducts } from '../../features/catalogue/catalogueContent';

export const GET: APIRoute = async () => {
  const products = await activeProducts();
  return new Response(JSON.stringify(products.map((p) => `${p.data.part_number} ${p.data.summary}`)), {
    headers: { 'Content-Type': 'application/json' },
  });
};
