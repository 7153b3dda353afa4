// Checkout: a quote request with a payment preference, no card fields (SPEC §3, §5; DESIGN §5).
import { z } from '../zod';

export const paymentMethods = [
  { value: 'credit_card', label: 'Credit Card' },
  { value: 'bank_transfer', label: 'Bank Transfer' },
  { value: 'purchase_order', label: 'Purchase Order' },
  { value: 'check', label: 'Check' },
] as const;
export type PaymentMethod = (typeof paymentMethods)[number]['value'];
const paymentValues = paymentMethods.map((p) => p.value) as [PaymentMethod, ...PaymentMethod[]];

export const paymentMethodLabel = (value: string | null | undefined): string =>
  paymentMethods.find((p) => p.value === value)?.label ?? 'Credit Card';

const required = (error: string) => z.string().trim().min(1, { error });

export const checkoutFormSchema = z.object({
  firstName: required('First name is required').max(50),
  lastName: required('Last name is required').max(50),
  email: required('Email is required').pipe(z.email({ error: 'Invalid email address' })),
  phone: required('Phone number is required').max(30),
  address1: required('Address is required').max(200),
  address2: z.string().trim().max(200).default(''),
  city: required('City is required').max(100),
  state: z.string().trim().max(100).default(''),
  postalCode: required('Postal code is required').max(20),
  country: required('Country is required').max(100),
  paymentMethod: z.enum(paymentValues, { error: 'Payment method is required' }),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

/** POST /orders body: the checkout form, no card data. */
export const createOrderSchema = checkoutFormSchema.strict();
