// The API shapes of the catalogue: live stock and the compare page.
// Each shape is defined once: the server's serializers are typed by it, the OpenAPI document is
// generated from it, and the islands infer their types from it (type imports only, so no schema
// code reaches the browser). `.meta({ id })` names a component of the OpenAPI document.
import { id, count, money } from '#domain/shared/schemas';
import { z } from '#domain/shared/zod';

/** GET /products/stock: live stock by product slug. */
export const stockMapSchema = z.record(z.string(), count);
export type StockMap = z.infer<typeof stockMapSchema>;

const labelledValue = z.object({ label: z.string(), value: z.string() });
/** GET /products/compare: what the compare page sets side by side (stock comes from /products/stock). */
export const compareProductSchema = z
  .object({
    id,
    slug: z.string(),
    name: z.string(),
    image_url: z.string(),
    price: money,
    discount_price: money.nullable(),
    part_number: z.string(),
    specifications: z.array(labelledValue),
    /** The buyer's facts (brand, warranty, shipping, compliance …) as the product page shows them. */
    facts: z.array(labelledValue),
  })
  .meta({ id: 'CompareProduct' });
export type CompareProduct = z.infer<typeof compareProductSchema>;
export const compareListSchema = z.array(compareProductSchema);
