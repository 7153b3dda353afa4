// Marking an order shipped (staff order desk): both fields required, up to 100 characters.
// The same rules and messages as the API's PATCH /admin/orders/{id}.
import { maxLength, required, text, type FieldValues } from './rules';

const shipmentText = (field: string) => text(required(`${field} is required`), maxLength(100, `${field} must not exceed 100 characters`));

export const shipmentFields = { tracking_number: shipmentText('Tracking number'), shipping_method: shipmentText('Shipping method') };
export type Shipment = FieldValues<typeof shipmentFields>;

/** Carriers offered on the desk; any other text is accepted too. */
export const shippingMethods = ['Standard Shipping', 'Express Shipping', 'Freight (LTL)', 'Local Pickup'] as const;
