// Checkout: a quote request with a payment preference, no card fields (see
// docs/orders-and-documents.md), and a contractor's company, PO number, job and shipping or
// pickup (docs/orders-and-documents.md).
import { FIELD_MAX, fulfilments } from '#domain/orders/purchase';
import { choice, email, maxLength, optional, required, requiredUnless, text, type FieldValues } from './rules';

export const paymentMethods = [
  { value: 'credit_card', label: 'Credit Card' },
  { value: 'bank_transfer', label: 'Bank Transfer' },
  { value: 'purchase_order', label: 'Purchase Order' },
  { value: 'check', label: 'Check' },
] as const;
export type PaymentMethod = (typeof paymentMethods)[number]['value'];

export const paymentMethodLabel = (value: string | null | undefined): string =>
  paymentMethods.find((p) => p.value === value)?.label ?? 'Credit Card';

const longest = (field: string, max: number) => maxLength(max, `${field} must not exceed ${max} characters`);
const requiredText = (field: string, missing: string, max: number) => text(required(missing), longest(field, max));
/** A delivery address field: needed to ship, not for a pickup at the yard (then it may be left out). */
const addressText = (field: string, missing: string, max: number) =>
  optional(text(requiredUnless('fulfilment', 'pickup', missing), longest(field, max)), '');

/** The checkout form, which is also the POST /orders body (no card data). */
export const checkoutFields = {
  firstName: requiredText('First name', 'First name is required', 50),
  lastName: requiredText('Last name', 'Last name is required', 50),
  email: text(required('Email is required'), email('Invalid email address')),
  phone: requiredText('Phone number', 'Phone number is required', 30),
  address1: addressText('Address', 'Address is required', 200),
  address2: optional(text(longest('Address line 2', 200)), ''),
  city: addressText('City', 'City is required', 100),
  state: optional(text(longest('State', 100)), ''),
  postalCode: addressText('Postal code', 'Postal code is required', 20),
  country: addressText('Country', 'Country is required', 100),
  paymentMethod: choice(
    paymentMethods.map((p) => p.value),
    'Payment method is required',
  ),
  company: optional(text(longest('Company', FIELD_MAX)), ''),
  poNumber: optional(text(longest('PO number', FIELD_MAX)), ''),
  jobReference: optional(text(longest('Job name / reference', FIELD_MAX)), ''),
  fulfilment: optional(
    choice(
      fulfilments.map((f) => f.value),
      'Choose shipping or pickup',
    ),
    'ship',
  ),
};
export type CheckoutForm = FieldValues<typeof checkoutFields>;
