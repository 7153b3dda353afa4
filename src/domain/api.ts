// The one definition of each shape the API answers with (SPEC §3). The server's serializers
// are typed by these schemas and the islands' types are inferred from them; islands import
// types only, so no schema code reaches the browser.
import { z } from './zod';

export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  username: z.string(),
  role: z.enum(['customer', 'admin']),
  created_at: z.iso.datetime({ offset: true }).optional(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer').optional(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** A page of a list: the items and where they sit in the whole. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), pages: z.number().int(), current_page: z.number().int() });
export type Page<T> = { items: T[]; total: number; pages: number; current_page: number };
