// GET /products/stock: live stock of every active product, by slug (cached briefly by browsers and CDN);
// ?slugs=a,b only those (the site search asks for the few products it shows, not the whole catalogue).
// GET /products/compare?ids=1,2: up to 4 active products' specifications and facts, for /compare.
// GET /products/{slug}/datasheet.pdf: the product's PDF datasheet, made on first request, with an ETag.
import { Hono } from 'hono';
import { z } from 'zod';
import { compareListSchema, stockMapSchema, type CompareProduct, type StockMap } from '#domain/catalogue/schemas';
import { COMPARE_MAX } from '#domain/catalogue/compare';
import { buyerFacts } from '#domain/catalogue/productFacts';
import type { Deps } from '../deps';
import { datasheets } from './datasheets';
import { fail } from '../http/errors';
import { shopParams } from '../mail/shop';
import { parseQuery } from '../http/validate';
import { answer, describeOperations, queryParameters, queryRefusal, refusal } from '../openapi/describe';

const NOT_FOUND = 'Product not found';

const compareQuerySchema = z.object({
  ids: z
    .string()
    .regex(new RegExp(`^[1-9]\\d{0,8}(,[1-9]\\d{0,8}){0,${COMPARE_MAX - 1}}$`), {
      error: `1 to ${COMPARE_MAX} product ids, separated by commas`,
    })
    .describe('Product ids, e.g. 1,2,3'),
});

export const STOCK_SLUGS_MAX = 100;
const stockQuerySchema = z.object({
  slugs: z
    .string()
    .regex(new RegExp(`^[a-z0-9-]{1,200}(,[a-z0-9-]{1,200}){0,${STOCK_SLUGS_MAX - 1}}$`), {
      error: `1 to ${STOCK_SLUGS_MAX} product slugs, separated by commas`,
    })
    .optional()
    .describe('Only these products, e.g. handheld-otdr-sm-1310-1550,pb-hydro-blowing-machine'),
});

const describe = describeOperations({
  getStock: {
    summary: 'Live stock of every active product (or of those asked for), by slug (cacheable 30 s)',
    parameters: queryParameters(stockQuerySchema),
    responses: { 200: answer('Stock by slug', stockMapSchema), 422: queryRefusal },
  },
  compareProducts: {
    summary: `Up to ${COMPARE_MAX} active products side by side: specifications and buyer's facts, in the order asked; unknown or inactive ids are left out`,
    parameters: queryParameters(compareQuerySchema),
    responses: { 200: answer('The products found', compareListSchema), 422: queryRefusal },
  },
  getDatasheet: {
    summary: "An active product's datasheet (PDF, one or two pages), with an ETag; If-None-Match answers 304",
    parameters: [
      { name: 'slug', in: 'path', required: true, schema: { type: 'string' }, description: 'The product page address, /products/{slug}' },
    ],
    responses: {
      200: { description: 'The datasheet', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
      304: { description: 'The datasheet the client holds (its ETag) is current' },
      404: refusal(NOT_FOUND),
    },
  },
});

export function productRoutes({ db, catalogue, config }: Deps) {
  const sheets = datasheets(catalogue, shopParams(config.contentDir, config.siteUrl));
  return new Hono()
    .get('/stock', describe.getStock, async (c) => {
      const asked = parseQuery(stockQuerySchema, c.req.query()).slugs?.split(',');
      const slugs = catalogue
        .active()
        .map((p) => p.slug)
        .filter((slug) => !asked || asked.includes(slug));
      const { rows } = await db.query<{ slug: string; stock: number }>('SELECT slug, stock FROM inventory WHERE slug = ANY($1::text[])', [
        slugs,
      ]);
      c.header('Cache-Control', 'public, max-age=30');
      const stock: StockMap = Object.fromEntries(rows.map((r) => [r.slug, r.stock]));
      return c.json(stock);
    })
    .get('/compare', describe.compareProducts, (c) => {
      const ids = parseQuery(compareQuerySchema, c.req.query()).ids.split(',').map(Number);
      const found = [...new Set(ids)].flatMap((id) => {
        const p = catalogue.byId(id);
        if (!p?.is_active) return [];
        const { slug, name, image_url, price, discount_price, part_number, specifications } = p;
        const row: CompareProduct = { id, slug, name, image_url, price, discount_price, part_number, specifications, facts: buyerFacts(p) };
        return [row];
      });
      return c.json(found);
    })
    .get('/:slug/datasheet.pdf', describe.getDatasheet, async (c) => {
      const sheet = sheets.get(c.req.param('slug'));
      if (!sheet) fail(404, NOT_FOUND);
      // Revalidated on each use (a cheap hash compare), so an edited product is never served stale.
      c.header('Cache-Control', 'public, no-cache');
      c.header('ETag', sheet.etag);
      if (
        c.req
          .header('If-None-Match')
          ?.split(',')
          .some((tag) => tag.trim() === sheet.etag)
      )
        return c.body(null, 304);
      const pdf = await sheet.pdf;
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `inline; filename="${c.req.param('slug')}-datasheet.pdf"`);
      return c.body(new Uint8Array(pdf));
    });
}
