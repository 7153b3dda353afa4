// The one definition of each shape the API answers with. The server's serializers
// are typed by these schemas, the OpenAPI document is generated from them, and the islands'
// types are inferred from them; islands import types only, so no schema code reaches the browser.
// `.meta({ id })` names a shape: it becomes a component of the OpenAPI document.
import { auditActions } from './audit';
import { certificateStatuses, certificateTypes, paymentMethodsReceived, paymentTerms } from './billing';
import { fulfilments } from './purchase';
import { sessionStatuses } from './content';
import { paymentMethods } from './forms/checkout';
import { movementReasons } from './inventory';
import { leadViews, type LeadView } from './leadDesk';
import { leadStatuses, leadTypes } from './leads';
import { orderStatuses, type OrderStatus } from './order';
import { ORDER_REFERENCE_PATTERN } from './orderReference';
import { REGISTRATION_SOURCES } from './phoneBooking';
import { registrationStatuses } from './sessions';
import { z } from './zod';

const id = z.number().int();
const count = z.number().int();
const money = z.number();
const timestamp = z.iso.datetime({ offset: true });
const day = z.iso.date();

export const userSchema = z
  .object({
    id,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    username: z.string(),
    role: z.enum(['customer', 'admin']),
    created_at: timestamp.optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer').optional(),
    user: userSchema,
  })
  .meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** PATCH /auth/change-password: the message and a fresh token (every earlier one is refused). */
export const passwordChangedSchema = authResponseSchema.extend({ detail: z.string() });

/** A page of a list: the items and where they sit in the whole. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: count, pages: count, current_page: count });
export type Page<T> = { items: T[]; total: number; pages: number; current_page: number };

/** An error, or a plain message: FastAPI's {"detail": "text"}. */
export const detailSchema = z.object({ detail: z.string() }).meta({ id: 'Detail' });
export const fieldErrorSchema = z
  .object({ loc: z.array(z.union([z.string(), z.number().int()])), msg: z.string(), type: z.string() })
  .meta({ id: 'FieldError' });
export type FieldError = z.infer<typeof fieldErrorSchema>;
/** The 422: one entry per refused field. */
export const validationErrorSchema = z.object({ detail: z.array(fieldErrorSchema) }).meta({ id: 'ValidationError' });

export const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), engine: z.string() });
export const livenessSchema = z.object({ status: z.literal('ok') });
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  listener: z.enum(['up', 'down']),
  stopping: z.boolean(),
});

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
/** GET /admin/orders: a page of orders plus, for the status tabs, how many match each status (the other filters applied). */
export const staffOrdersPageSchema = ordersPageSchema
  .extend({ counts: z.object(Object.fromEntries(orderStatuses.map((s) => [s, count])) as Record<OrderStatus, typeof count>) })
  .meta({ id: 'StaffOrdersPage' });
export type StaffOrdersPage = z.infer<typeof staffOrdersPageSchema>;

export const paymentSchema = z
  .object({ id, amount: money, method: z.enum(paymentMethodsReceived.map((m) => m.value)), paid_on: day, reference: z.string() })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

/** A tax-exemption or resale certificate (its file is read through the staff route only). */
export const taxCertificateSchema = z
  .object({
    id,
    company: z.string(),
    expires_on: day,
    status: z.enum(certificateStatuses),
    reason: z.string(),
    /** certificate-<id>.<pdf|jpg|png>: the name it is stored and downloaded under. */
    file_name: z.string(),
    /** The name the uploader gave, as inert text (control and direction characters escaped). */
    original_name: z.string(),
    content_type: z.enum(certificateTypes),
    size_bytes: count,
    created_at: timestamp,
    reviewed_at: timestamp.nullable(),
  })
  .meta({ id: 'TaxCertificate' });
export type TaxCertificate = z.infer<typeof taxCertificateSchema>;

/** GET /account/billing: what checkout needs to know about the caller's account. */
export const billingAccountSchema = z
  .object({ company: z.string(), tax_exempt: z.boolean(), net_terms: z.boolean(), certificates: z.array(taxCertificateSchema) })
  .meta({ id: 'BillingAccount' });
export type BillingAccount = z.infer<typeof billingAccountSchema>;

/** A customer on the staff desk /staff/customers, with their certificates. */
export const customerSchema = z
  .object({
    id,
    name: z.string(),
    email: z.string(),
    company: z.string(),
    net_terms: z.boolean(),
    certificates: z.array(taxCertificateSchema),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;
export const customersPageSchema = pageOf(customerSchema);

/** POST /orders/{id}/buy-again: the cart after, and what could not go in as it was. */
export const buyAgainSchema = z.object({ cart: z.array(cartItemSchema), changes: z.array(z.string()) }).meta({ id: 'BuyAgain' });

/** GET /products/stock: live stock by product slug. */
export const stockMapSchema = z.record(z.string(), count);
export type StockMap = z.infer<typeof stockMapSchema>;

const labelledValue = z.object({ label: z.string(), value: z.string() });
/** GET /products/compare: what the compare page sets side by side (stock comes from /products/stock). */
export const compareProductSchema = z
  .object({
    id,
    slug: z.string(),
    name: z.string(),
    image_url: z.string(),
    price: money,
    discount_price: money.nullable(),
    part_number: z.string(),
    specifications: z.array(labelledValue),
    /** The buyer's facts (brand, warranty, shipping, compliance …) as the product page shows them. */
    facts: z.array(labelledValue),
  })
  .meta({ id: 'CompareProduct' });
export type CompareProduct = z.infer<typeof compareProductSchema>;
export const compareListSchema = z.array(compareProductSchema);

export const inventoryItemSchema = z
  .object({
    product_id: id,
    slug: z.string(),
    name: z.string(),
    part_number: z.string(),
    stock: count,
    on_order: count,
    low_stock_threshold: count,
  })
  .meta({ id: 'InventoryItem' });
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** One line of the stock ledger. */
export const stockMovementSchema = z
  .object({
    id,
    created_at: timestamp,
    product_id: id,
    change: z.number().int(),
    stock_after: count,
    reason: z.enum(movementReasons),
    actor: z.string().nullable(),
    order_reference: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'StockMovement' });
export type StockMovement = z.infer<typeof stockMovementSchema>;
export const movementsPageSchema = pageOf(stockMovementSchema);
export const stockAdjustedSchema = z.object({ stock: count, movement: stockMovementSchema });
/** A receipt booked (POST /admin/inventory/receipts): each product's new stock and ledger line, in the receipt's order. */
export const stockReceivedSchema = z.object({ reference: z.string(), lines: z.array(stockAdjustedSchema.extend({ product_id: id })) });
export type StockReceived = z.infer<typeof stockReceivedSchema>;
export const thresholdSetSchema = z.object({ product_id: id, low_stock_threshold: count });

export const auditEventSchema = z
  .object({
    id,
    created_at: timestamp,
    actor: z.string().nullable(),
    action: z.enum(auditActions),
    target: z.string().nullable(),
    client_ip: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()),
    /** The detail as one sentence (src/domain/auditSentence.ts), e.g. "Lead #7: status New → Contacted". */
    summary: z.string(),
  })
  .meta({ id: 'AuditEvent' });
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditPageSchema = pageOf(auditEventSchema);

export const leadNoteSchema = z
  .object({ id, author: z.string().nullable(), body: z.string(), created_at: timestamp })
  .meta({ id: 'LeadNote' });
export type LeadNote = z.infer<typeof leadNoteSchema>;
export const leadSchema = z
  .object({
    id,
    type: z.enum(leadTypes),
    status: z.enum(leadStatuses),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    subject: z.string(),
    message: z.string(),
    product: z.string(),
    reference: z.string(),
    owner: z.object({ id, email: z.string(), name: z.string() }).nullable(),
    notes: z.array(leadNoteSchema),
    received_at: timestamp,
    updated_at: timestamp,
    /** A checkout's order (placed with the lead's e-mail): the lead is that order, not a second inbox item. */
    order: z.object({ id: z.string(), reference: z.string(), status: z.enum(orderStatuses) }).nullable(),
    /** A session registration lead's registration, on the sessions roster. */
    registration: z.object({ id, session_id: id, status: z.enum(registrationStatuses) }).nullable(),
    /** How many leads came from this e-mail address, this one included. */
    requests: count,
  })
  .meta({ id: 'Lead' });
export type Lead = z.infer<typeof leadSchema>;
/**
 * The leads desk's page: how many leads match each tab (the other filters applied), the New
 * leads overall (checkouts that are orders left out) and how many of them are past the 24-hour answer promise.
 */
export const leadsPageSchema = pageOf(leadSchema)
  .extend({
    counts: z.object(Object.fromEntries(leadViews.map((v) => [v, count])) as Record<LeadView, typeof count>),
    new_count: count,
    overdue_count: count,
  })
  .meta({ id: 'LeadsPage' });
export type LeadsPage = z.infer<typeof leadsPageSchema>;

/** PATCH /admin/leads: what changed, lead by lead, and what was refused and why. */
export const leadBulkResultSchema = z
  .object({
    changed: z.array(
      z.object({ id, label: z.string(), from: z.enum(leadStatuses), status: z.enum(leadStatuses), owner_changed: z.boolean() }),
    ),
    unchanged: z.array(z.object({ id, label: z.string() })),
    refused: z.array(z.object({ id, label: z.string(), reason: z.string() })),
  })
  .meta({ id: 'LeadBulkResult' });
export type LeadBulkResult = z.infer<typeof leadBulkResultSchema>;

/** GET /admin/staff: the staff members a lead can be assigned to. */
export const staffMemberSchema = z.object({ id, email: z.string(), name: z.string() }).meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });

/** Live seats of one training session (GET /school/sessions). */
export const sessionSeatsSchema = z
  .object({
    id,
    course_id: id,
    start_date: day,
    end_date: day,
    location: z.string(),
    max_participants: count,
    /** Seats taken: outside the site when published, plus confirmed registrations. */
    taken: count,
    /** Seats held for registrations staff have not confirmed yet. */
    held: count,
    waitlisted: count,
    status: z.enum(sessionStatuses),
  })
  .meta({ id: 'SessionSeats' });
export type SessionSeats = z.infer<typeof sessionSeatsSchema>;
/** A session on the roster: its live seats and the course it teaches. */
export const rosterSessionSchema = sessionSeatsSchema
  .extend({
    course_title: z.string(),
    /** Seats booked outside the site (the content's current_participants), part of taken. */
    outside_taken: count,
  })
  .meta({ id: 'RosterSession' });
export type RosterSession = z.infer<typeof rosterSessionSchema>;

export const registrationSchema = z
  .object({
    id,
    session_id: id,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    status: z.enum(registrationStatuses),
    /** Booked through the site's session form, or by staff for a person who called. */
    source: z.enum(REGISTRATION_SOURCES),
    hold_expires_at: timestamp.nullable(),
    /** 1-based place on the waitlist (waitlisted only). */
    position: count.optional(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Registration' });
export type Registration = z.infer<typeof registrationSchema>;

/** What following a "Confirm my seat" link did (POST /school/registrations/confirm). */
export const seatConfirmationSchema = z
  .object({
    status: z.enum(['held', 'confirmed', 'waitlisted']),
    session_id: id,
    course_title: z.string(),
    start_date: day,
    end_date: day,
    /** Until when the seat is held (held only). */
    hold_expires_at: timestamp.nullable(),
    /** 1-based place on the waitlist (waitlisted only). */
    position: count.optional(),
  })
  .meta({ id: 'SeatConfirmation' });
export type SeatConfirmation = z.infer<typeof seatConfirmationSchema>;

/**
 * What became of a session registration just sent through the e-mail relay (POST
 * /school/registrations/status): its seat, or why none was reserved — `review`: over the
 * per-address limit, it waits for staff review; `none`: not with this request (the submission
 * names no session, or its address already has several waiting), `closed`: the session is not
 * open for registration.
 */
export const seatRequestSchema = z
  .object({
    status: z.enum([...registrationStatuses, 'none', 'closed']),
    session_id: id.nullable(),
    /** Pending: until when the "Confirm my seat" link keeps the seat; held: until when it is held. */
    hold_expires_at: timestamp.nullable(),
    /** 1-based place on the waitlist (waitlisted only). */
    position: count.optional(),
  })
  .meta({ id: 'SeatRequest' });
export type SeatRequest = z.infer<typeof seatRequestSchema>;

/** A message in the e-mail relay's outbox (GET /v1.0/email/outbox, admins). */
export const outboxMessageSchema = z
  .object({
    id,
    template: z.string(),
    recipient: z.string(),
    reply_to: z.string().nullable(),
    subject: z.string(),
    params: z.record(z.string(), z.string()),
    reference: z.string(),
    answers_id: id.nullable(),
    client_ip: z.string(),
    state: z.enum(['pending', 'sending', 'sent', 'failed']),
    attempts: count,
    next_attempt_at: timestamp,
    last_error: z.string().nullable(),
    created_at: timestamp,
    sent_at: timestamp.nullable(),
  })
  .meta({ id: 'OutboxMessage' });
export const outboxSchema = z.object({ items: z.array(outboxMessageSchema), smtp_configured: z.boolean() });
