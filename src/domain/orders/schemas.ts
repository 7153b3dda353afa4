// The API shapes of orders: cart lines, orders and their lines, payments, the staff orders page, Buy again.
// Each shape is defined once: the server's serializers are typed by it, the OpenAPI document is
// generated from it, and the islands infer their types from it (type imports only, so no schema
// code reaches the browser). `.meta({ id })` names a component of the OpenAPI document.
import { LANGS } from '#domain/i18n/locales';
import { paymentMethods } from '#domain/forms/checkout';
import { paymentMethodsReceived, paymentTerms } from './billing';
import { deskOrderViews, orderStatuses, type DeskOrderView } from './order';
import { ORDER_REFERENCE_PATTERN } from './orderReference';
import { fulfilments } from './purchase';
import { pageOf, id, count, money, timestamp, day } from '#domain/shared/schemas';
import { z } from '#domain/shared/zod';

/** The product a cart line or an order line is for, as it was named and pictured then. */
const lineProduct = { product_id: id, product_slug: z.string(), product_name: z.string(), product_image: z.string() };

/** A cart line, priced from the catalogue. Every cart call answers the whole cart. */
export const cartItemSchema = z
  .object({
    id,
    ...lineProduct,
    product_price: money,
    quantity: count,
    total_price: money,
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartSchema = z.array(cartItemSchema);

export const orderItemSchema = z
  .object({
    id,
    ...lineProduct,
    unit_price: money,
    /** The unit price the customer asked at, when staff confirmed another (contract pricing). */
    requested_unit_price: money.nullable(),
    quantity: count,
    total_price: money,
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An order, with the server's reference and who placed it. */
export const orderSchema = z
  .object({
    id: z.uuid(),
    reference: z.string().regex(ORDER_REFERENCE_PATTERN),
    status: z.enum(orderStatuses),
    created_at: timestamp,
    paid_at: timestamp.nullable(),
    shipped_at: timestamp.nullable(),
    delivered_at: timestamp.nullable(),
    cancelled_at: timestamp.nullable(),
    total_amount: money,
    subtotal: money,
    shipping_cost: money,
    tax: money,
    customer_name: z.string(),
    customer_email: z.string(),
    shipping_address: z.string(),
    shipping_city: z.string(),
    shipping_state: z.string(),
    shipping_zip: z.string(),
    shipping_country: z.string(),
    shipping_phone: z.string(),
    shipping_method: z.string().nullable(),
    payment_method: z.enum(paymentMethods.map((p) => p.value)),
    tracking_number: z.string().nullable(),
    company: z.string(),
    po_number: z.string(),
    job_reference: z.string(),
    fulfilment: z.enum(fulfilments.map((f) => f.value)),
    /** The language the customer ordered in: the order's e-mails are written in it. */
    lang: z.enum(LANGS),
    /** Whether an approved certificate on file made the order tax-exempt. */
    tax_exempt: z.boolean(),
    /** The total the customer's request came to, once staff confirmed other figures. */
    requested_total: money.nullable(),
    confirmed_at: timestamp.nullable(),
    freight_cost: money,
    payment_terms: z.enum(paymentTerms.map((t) => t.value)).nullable(),
    expected_ship_date: day.nullable(),
    invoice_number: z.string().nullable(),
    invoiced_at: timestamp.nullable(),
    due_date: day.nullable(),
    amount_paid: money,
    items: z.array(orderItemSchema),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;
export const ordersPageSchema = pageOf(orderSchema);
/**
 * GET /admin/orders: a page of orders plus, for the tabs, how many match each status and how many
 * processing ones are still to confirm (the other filters applied).
 */
export const staffOrdersPageSchema = ordersPageSchema
  .extend({ counts: z.object(Object.fromEntries(deskOrderViews.map((s) => [s, count])) as Record<DeskOrderView, typeof count>) })
  .meta({ id: 'StaffOrdersPage' });
export type StaffOrdersPage = z.infer<typeof staffOrdersPageSchema>;

export const paymentSchema = z
  .object({ id, amount: money, method: z.enum(paymentMethodsReceived.map((m) => m.value)), paid_on: day, reference: z.string() })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

/** POST /orders/{id}/buy-again: the cart after, and what could not go in as it was. */
export const buyAgainSchema = z.object({ cart: z.array(cartItemSchema), changes: z.array(z.string()) }).meta({ id: 'BuyAgain' });
