// Order request dialog (SPEC §3 "Order request form", §5 "Order form").
import { z } from '../zod';
import { PHONE_PATTERN, normalizePhone, requiredEmail } from './shared';

/** Non-numeric quantity becomes 1 (SPEC §5). */
export const coerceQuantity = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  return Number.isFinite(n) ? Math.trunc(n) : 1;
};

export const orderRequestSchema = (stock: number) =>
  z.object({
    customerName: z.string().trim().min(1, { error: 'Name is required' }),
    customerEmail: requiredEmail('Email is required', 'Please enter a valid email address'),
    customerPhone: z
      .string()
      .trim()
      .min(1, { error: 'Phone number is required' })
      .refine((v) => PHONE_PATTERN.test(normalizePhone(v)), { error: 'Please enter a valid phone number' }),
    quantity: z
      .preprocess(coerceQuantity, z.number().int())
      .refine((q) => q >= 1, { error: 'Quantity must be at least 1' })
      .refine((q) => q <= stock, { error: `Only ${stock} items available` }),
  });
export type OrderRequest = z.infer<ReturnType<typeof orderRequestSchema>>;
