// Marking an order shipped (staff order desk): both fields required, up to 100 characters.
// The same rules and messages as the API's PATCH /admin/orders/{id}.
import { z } from '../zod';

const text = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(100, { error: `${field} must not exceed 100 characters` });

export const shipmentSchema = z.object({ tracking_number: text('Tracking number'), shipping_method: text('Shipping method') });
export type Shipment = z.infer<typeof shipmentSchema>;

/** Carriers offered on the desk; any other text is accepted too. */
export const shippingMethods = ['Standard Shipping', 'Express Shipping', 'Freight (LTL)', 'Local Pickup'] as const;
