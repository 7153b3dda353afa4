// The listing's prebuilt index: every active product's slug, name, categories, prices, stock.
import type { APIRoute } from 'astro';
import { activeProducts, categoryList, toIndexSource } from '../../features/catalogue/catalogueContent';
import { encodeIndex } from '../../features/catalogue/catalogueIndex';

export const GET: APIRoute = async () => {
  const [products, categories] = await Promise.all([activeProducts(), categoryList()]);
  return new Response(JSON.stringify(encodeIndex(categories, products.map(toIndexSource))), {
    headers: { 'Content-Type': 'application/json' },
  });
};
