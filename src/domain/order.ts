// An order as the API answers it (SPEC §3 Order, plus the server's reference); shared by
// the server, the customer's order screens and the staff desk.
export const orderStatuses = ['processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The status an order must have to move to each other one (SPEC §4): processing → shipped → delivered, processing → cancelled. */
export const ORDER_STATUS_FROM = {
  shipped: 'processing',
  delivered: 'shipped',
  cancelled: 'processing',
} as const satisfies Record<Exclude<OrderStatus, 'processing'>, OrderStatus>;

export interface OrderItem {
  id: number;
  product_id: number;
  product_slug: string;
  product_name: string;
  product_image: string;
  unit_price: number;
  quantity: number;
  total_price: number;
}

export interface Order {
  id: string;
  reference: string;
  status: OrderStatus;
  created_at: string;
  paid_at: string | null;
  shipped_at: string | null;
  delivered_at?: string | null;
  cancelled_at?: string | null;
  total_amount: number;
  subtotal: number;
  shipping_cost: number;
  tax: number;
  customer_name?: string;
  customer_email?: string;
  shipping_address: string;
  shipping_city: string;
  shipping_state: string;
  shipping_zip: string;
  shipping_country: string;
  shipping_phone: string;
  shipping_method: string | null;
  payment_method: string | null;
  tracking_number: string | null;
  items: OrderItem[];
}
