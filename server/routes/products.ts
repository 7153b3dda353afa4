// GET /products/stock: live stock of every active product, by slug (cached briefly by browsers and CDN).
import { Hono } from 'hono';
import type { Deps } from '../deps';

export function productRoutes({ db, catalogue }: Deps) {
  return new Hono().get('/stock', async (c) => {
    const slugs = catalogue.active().map((p) => p.slug);
    const { rows } = await db.query<{ slug: string; stock: number }>('SELECT slug, stock FROM inventory WHERE slug = ANY($1::text[])', [slugs]);
    c.header('Cache-Control', 'public, max-age=30');
    return c.json(Object.fromEntries(rows.map((r) => [r.slug, r.stock])));
  });
}
