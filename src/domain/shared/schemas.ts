// The pieces every API shape is built from: ids, counts, money, times, a page of a list, the error answers and the health probes.
// Each shape is defined once: the server's serializers are typed by it, the OpenAPI document is
// generated from it, and the islands infer their types from it (type imports only, so no schema
// code reaches the browser). `.meta({ id })` names a component of the OpenAPI document.
import { z } from './zod';

export const id = z.number().int();
export const count = z.number().int();
export const money = z.number();
export const timestamp = z.iso.datetime({ offset: true });
export const day = z.iso.date();

/** A page of a list: the items and where they sit in the whole. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: count, pages: count, current_page: count });
export type Page<T> = { items: T[]; total: number; pages: number; current_page: number };

/** An error, or a plain message: FastAPI's {"detail": "text"}. */
export const detailSchema = z.object({ detail: z.string() }).meta({ id: 'Detail' });
export const fieldErrorSchema = z
  .object({ loc: z.array(z.union([z.string(), z.number().int()])), msg: z.string(), type: z.string() })
  .meta({ id: 'FieldError' });
export type FieldError = z.infer<typeof fieldErrorSchema>;
/** The 422: one entry per refused field. */
export const validationErrorSchema = z.object({ detail: z.array(fieldErrorSchema) }).meta({ id: 'ValidationError' });

export const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), engine: z.string() });
export const livenessSchema = z.object({ status: z.literal('ok') });
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  listener: z.enum(['up', 'down']),
  /** busy: requests are waiting for a pool connection; the instance is still ready. */
  pool: z.enum(['ok', 'busy']),
  stopping: z.boolean(),
});
