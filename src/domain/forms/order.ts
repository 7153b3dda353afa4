// Order request dialog.
import { atLeast, atMost, count, matches, required, text, type FieldValues } from './rules';
import { PHONE_PATTERN, normalizePhone, requiredEmail } from './shared';

export { coerceQuantity } from './rules';

export const orderRequestFields = (stock: number) => ({
  customerName: text(required('Name is required')),
  customerEmail: requiredEmail('Email is required', 'Please enter a valid email address'),
  customerPhone: text(required('Phone number is required'), matches(PHONE_PATTERN, 'Please enter a valid phone number', normalizePhone)),
  quantity: count(atLeast(1, 'Quantity must be at least 1'), atMost(stock, `Only ${stock} items available`)),
});
export type OrderRequest = FieldValues<ReturnType<typeof orderRequestFields>>;
