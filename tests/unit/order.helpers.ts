// Shared by the order list and checkout tests: an order as the API returns it, and a filled-in checkout form.
import type { Order } from '#domain/orders/schemas';

export const order = (over: Partial<Order>): Order =>
  ({
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    reference: 'ORD-AAAA1111',
    status: 'processing',
    created_at: '2026-03-01T10:00:00Z',
    total_amount: 10708.93,
    subtotal: 9999,
    shipping_cost: 10,
    tax: 699.93,
    items: [],
    ...over,
  }) as Order;

export const FORM = {
  firstName: 'Jo',
  lastName: 'Rivera',
  email: 'jo@example.com',
  phone: '2105550100',
  address1: '1 Main St',
  address2: '',
  city: 'San Antonio',
  state: 'TX',
  postalCode: '78205',
  country: 'United States',
  paymentMethod: 'bank_transfer' as const,
  company: 'Lone Star Fiber LLC',
  poNumber: 'PO-4471',
  jobReference: 'Alamo Heights FTTH',
  fulfilment: 'ship' as const,
};
