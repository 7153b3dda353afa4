// GET /products/stock: live stock of every active product, by slug (cached briefly by browsers and CDN).
import { Hono } from 'hono';
import { stockMapSchema, type StockMap } from '../../src/domain/api';
import type { Deps } from '../deps';
import { answer, describeOperations, noRefusal } from '../openapi/describe';

const describe = describeOperations({
  getStock: {
    summary: 'Live stock of every active product, by slug (cacheable 30 s)',
    responses: { 200: answer('Stock by slug', stockMapSchema), ...noRefusal },
  },
});

export function productRoutes({ db, catalogue }: Deps) {
  return new Hono().get('/stock', describe.getStock, async (c) => {
    const slugs = catalogue.active().map((p) => p.slug);
    const { rows } = await db.query<{ slug: string; stock: number }>('SELECT slug, stock FROM inventory WHERE slug = ANY($1::text[])', [
      slugs,
    ]);
    c.header('Cache-Control', 'public, max-age=30');
    const stock: StockMap = Object.fromEntries(rows.map((r) => [r.slug, r.stock]));
    return c.json(stock);
  });
}
