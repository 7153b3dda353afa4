// OpenAPI 3.1 description of the API, request bodies generated from the same zod schemas
// the routes validate with.
import { z } from 'zod';
import {
  changePasswordPayloadSchema,
  createOrderSchema,
  forgotPasswordSchema,
  loginSchema,
  profileUpdateSchema,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
} from '../src/domain/forms/requests';
import { auditActions } from '../src/domain/audit';
import { movementReasons } from '../src/domain/inventory';
import { stockAdjustmentSchema } from '../src/domain/stockAdjustment';
import { addCartItemSchema, orderStatusChangeSchema, registrationChangeSchema, updateCartItemSchema } from '../src/domain/requests';
import { registrationStatuses } from '../src/domain/sessions';
import { leadChangeSchema } from '../src/domain/leadChange';
import { leadStatuses, leadTypes } from '../src/domain/leads';
import { sessionStatuses } from '../src/domain/content';
import { orderStatuses } from './data/orders';

const when = z.iso.datetime();
const user = z.object({
  id: z.int(), first_name: z.string(), last_name: z.string(), email: z.email(), phone: z.string(),
  username: z.string(), role: z.enum(['customer', 'admin']), created_at: when,
});
const session = z.object({ access_token: z.string(), token_type: z.literal('bearer'), user });
const cartItem = z.object({
  id: z.int(), product_id: z.int(), product_slug: z.string(), product_name: z.string(), product_image: z.string(),
  product_price: z.number(), quantity: z.int(), total_price: z.number(),
});
const orderItem = z.object({
  id: z.int(), product_id: z.int(), product_slug: z.string(), product_name: z.string(), product_image: z.string(),
  unit_price: z.number(), quantity: z.int(), total_price: z.number(),
});
const nullableWhen = when.nullable();
const order = z.object({
  id: z.uuid(), reference: z.string().regex(/^ORD-[A-Z0-9]{8}$/), status: z.enum(orderStatuses),
  created_at: when, paid_at: nullableWhen, shipped_at: nullableWhen, delivered_at: nullableWhen, cancelled_at: nullableWhen,
  total_amount: z.number(), subtotal: z.number(), shipping_cost: z.number(), tax: z.number(),
  shipping_address: z.string(), shipping_city: z.string(), shipping_state: z.string(), shipping_zip: z.string(),
  shipping_country: z.string(), shipping_phone: z.string(), shipping_method: z.string().nullable(),
  payment_method: z.string(), tracking_number: z.string().nullable(), customer_name: z.string(), customer_email: z.string(),
  items: z.array(orderItem),
});
const page = z.object({ items: z.array(order), total: z.int(), pages: z.int(), current_page: z.int() });
const inventoryItem = z.object({ product_id: z.int(), slug: z.string(), name: z.string(), stock: z.int(), on_order: z.int(), low_stock_threshold: z.int() });
const movement = z.object({
  id: z.int(), created_at: when, product_id: z.int(), change: z.int(), stock_after: z.int(), reason: z.enum(movementReasons),
  actor: z.string().nullable(), order_reference: z.string().nullable(), note: z.string().nullable(),
});
const movementsPage = z.object({ items: z.array(movement), total: z.int(), pages: z.int(), current_page: z.int() });
const auditEvent = z.object({
  id: z.int(), created_at: when, actor: z.string().nullable(), action: z.enum(auditActions), target: z.string().nullable(),
  client_ip: z.string().nullable(), detail: z.record(z.string(), z.unknown()),
});
const auditPage = z.object({ items: z.array(auditEvent), total: z.int(), pages: z.int(), current_page: z.int() });
const detail = z.object({ detail: z.string() });
const error = z.object({
  detail: z.union([z.string(), z.array(z.object({ loc: z.array(z.union([z.string(), z.int()])), msg: z.string(), type: z.string() }))]),
});

interface Route { method: string; path: string; summary: string; auth?: 'user' | 'admin'; body?: z.ZodType; ok: [number, z.ZodType?]; params?: string[]; headers?: string[]; conflict?: string }

const sessionSeats = z.object({
  id: z.int(), course_id: z.int(), start_date: z.iso.date(), end_date: z.iso.date(), location: z.string(), max_participants: z.int(),
  taken: z.int(), held: z.int(), waitlisted: z.int(), status: z.enum(sessionStatuses),
});
const registration = z.object({
  id: z.int(), session_id: z.int(), name: z.string(), email: z.string(), phone: z.string(), company: z.string(),
  status: z.enum(registrationStatuses), hold_expires_at: z.string().nullable(), position: z.int().optional(), created_at: z.string(), updated_at: z.string(),
});

const lead = z.object({
  id: z.int(), type: z.enum(leadTypes), status: z.enum(leadStatuses), name: z.string(), email: z.string(), phone: z.string(), company: z.string(),
  subject: z.string(), message: z.string(), product: z.string(), reference: z.string(), owner: z.object({ id: z.int(), email: z.string() }).nullable(),
  notes: z.array(z.object({ id: z.int(), author: z.string().nullable(), body: z.string(), created_at: z.string() })), received_at: z.string(), updated_at: z.string(),
});

const routes: Route[] = [
  { method: 'get', path: '/health', summary: 'Database health check', ok: [200, z.object({ status: z.string(), database: z.string(), engine: z.string() })] },
  { method: 'post', path: '/auth/register', summary: 'Create an account', body: registerPayloadSchema, ok: [201, session] },
  { method: 'post', path: '/auth/login', summary: 'Sign in', body: loginSchema, ok: [200, session] },
  { method: 'get', path: '/auth/me', summary: 'The signed-in user', auth: 'user', ok: [200, user] },
  { method: 'patch', path: '/auth/me', summary: 'Update name and phone', auth: 'user', body: profileUpdateSchema, ok: [200, user] },
  { method: 'patch', path: '/auth/change-password', summary: 'Change password (revokes earlier tokens)', auth: 'user', body: changePasswordPayloadSchema, ok: [200, session.extend({ detail: z.string() })] },
  { method: 'post', path: '/auth/forgot-password', summary: 'E-mail a reset link if the account exists (the same 202 either way; 429 past 3 an hour per e-mail, 10 per client)', body: forgotPasswordSchema, ok: [202, detail] },
  { method: 'post', path: '/auth/reset-password', summary: 'Set a new password with a reset link (400 when the link is invalid, used or expired); ends every session', body: resetPasswordPayloadSchema, ok: [200, detail] },
  { method: 'post', path: '/auth/logout', summary: 'Sign this token out, or with {"all": true} every token of the account', auth: 'user', body: z.strictObject({ all: z.boolean().optional() }), ok: [204] },
  { method: 'get', path: '/cart', summary: 'Cart items', auth: 'user', ok: [200, z.array(cartItem)] },
  { method: 'delete', path: '/cart', summary: 'Empty the cart', auth: 'user', ok: [200, z.array(cartItem)] },
  { method: 'post', path: '/cart/items', summary: 'Add a product (adds to an existing line)', auth: 'user', body: addCartItemSchema, ok: [200, z.array(cartItem)] },
  { method: 'put', path: '/cart/items/{id}', summary: 'Set a line quantity', auth: 'user', params: ['id'], body: updateCartItemSchema, ok: [200, z.array(cartItem)] },
  { method: 'delete', path: '/cart/items/{id}', summary: 'Remove a line', auth: 'user', params: ['id'], ok: [200, z.array(cartItem)] },
  { method: 'get', path: '/admin/leads', summary: 'Leads, newest first, by type, status and text, paged, with the count of New (staff)', auth: 'admin', ok: [200, z.object({ items: z.array(lead), total: z.int(), pages: z.int(), current_page: z.int(), new_count: z.int() })] },
  { method: 'patch', path: '/admin/leads/{id}', summary: 'Change a lead’s status or owner, or add a note (staff)', auth: 'admin', params: ['id'], body: leadChangeSchema, ok: [200, lead], conflict: 'The move is not allowed from the lead’s status (New → Contacted → Closed, any → Spam)' },
  { method: 'get', path: '/admin/leads.csv', summary: 'The filtered leads as CSV (UTF-8, header row) (staff)', auth: 'admin', ok: [200] },
  { method: 'get', path: '/school/sessions', summary: 'Live seats of every training session (cacheable 30 s)', ok: [200, z.array(sessionSeats)] },
  { method: 'get', path: '/admin/sessions', summary: 'Every session with its live seats (staff)', auth: 'admin', ok: [200, z.array(sessionSeats.extend({ course_title: z.string() }))] },
  { method: 'get', path: '/admin/sessions/{id}/registrations', summary: 'A session’s registrations: holds, confirmed, the waitlist in order (staff)', auth: 'admin', params: ['id'], ok: [200, z.array(registration)] },
  { method: 'patch', path: '/admin/registrations/{id}', summary: 'Confirm or decline a registration, or offer a seat (held) to a waitlisted one (staff)', auth: 'admin', params: ['id'], body: registrationChangeSchema, ok: [200, registration], conflict: 'The move is not allowed from the registration’s status, or no seat is free to offer' },
  { method: 'get', path: '/products/stock', summary: 'Live stock by product slug', ok: [200, z.record(z.string(), z.int())] },
  { method: 'post', path: '/orders', summary: 'Place an order from the cart', auth: 'user', headers: ['Idempotency-Key'], body: createOrderSchema, ok: [201, order] },
  { method: 'get', path: '/orders', summary: 'The caller’s orders, newest first', auth: 'user', ok: [200, z.array(order)] },
  { method: 'get', path: '/orders/{id}', summary: 'One of the caller’s orders', auth: 'user', params: ['id'], ok: [200, order] },
  { method: 'post', path: '/orders/{id}/cancel', summary: 'Cancel a processing order', auth: 'user', params: ['id'], ok: [200, order] },
  { method: 'get', path: '/admin/orders', summary: 'All orders (staff), filtered and paged', auth: 'admin', ok: [200, page] },
  { method: 'get', path: '/admin/orders/{id}', summary: 'Any order (staff)', auth: 'admin', params: ['id'], ok: [200, order] },
  { method: 'patch', path: '/admin/orders/{id}', summary: 'Change an order’s status (staff)', auth: 'admin', params: ['id'], body: orderStatusChangeSchema, ok: [200, order], conflict: 'The move is not allowed from the order’s status, or the order is already shipped (the first tracking number stays)' },
  { method: 'get', path: '/admin/inventory', summary: 'Every product’s live stock and what processing orders hold (staff)', auth: 'admin', ok: [200, z.array(inventoryItem)] },
  { method: 'post', path: '/admin/inventory/{product_id}/adjustments', summary: 'Change a product’s stock with a reason (staff)', auth: 'admin', params: ['product_id'], body: stockAdjustmentSchema, ok: [201, z.object({ stock: z.int(), movement })], conflict: 'Stock cannot go below 0' },
  { method: 'get', path: '/admin/inventory/{product_id}/movements', summary: 'A product’s stock ledger, newest first, paged (staff)', auth: 'admin', params: ['product_id'], ok: [200, movementsPage] },
  { method: 'get', path: '/admin/audit', summary: 'Security events and staff actions, newest first, paged; ?action= and ?actor= filter (staff)', auth: 'admin', ok: [200, auditPage] },
  { method: 'get', path: '/openapi.json', summary: 'This document', ok: [200, z.object({})] },
];

const schema = (s: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any' });
  return rest;
};
const json = (s: z.ZodType, io: 'input' | 'output') => ({ 'application/json': { schema: schema(s, io) } });
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

function operation(r: Route) {
  const [status, answer] = r.ok;
  const responses: Record<string, object> = { [status]: { description: 'Success', ...(answer ? { content: json(answer, 'output') } : {}) } };
  if (r.body) Object.assign(responses, { 413: errorResponse('Body over 64 KB'), 415: errorResponse('Not JSON'), 422: errorResponse('Validation error') });
  if (r.auth) responses[401] = errorResponse('Missing, invalid, expired or revoked token');
  if (r.auth === 'admin') responses[403] = errorResponse('Not an admin');
  if (r.params) responses[404] = errorResponse('Not found (or not yours)');
  if (r.conflict) responses[409] = errorResponse(r.conflict);
  return {
    summary: r.summary,
    ...(r.auth ? { security: [{ bearer: [] }] } : {}),
    parameters: [
      ...(r.params ?? []).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...(r.headers ?? []).map((name) => ({ name, in: 'header', required: true, schema: { type: 'string', maxLength: 255 } })),
    ],
    ...(r.body ? { requestBody: { required: true, content: json(r.body, 'input') } } : {}),
    responses,
  };
}

let cached: object | undefined;
export function openApiDocument(): object {
  cached ??= {
    openapi: '3.1.0',
    info: { title: 'FiberPro Texas shop API', version: '1.0.0' },
    servers: [{ url: '/api' }],
    paths: routes.reduce<Record<string, Record<string, object>>>((paths, r) => {
      (paths[r.path] ??= {})[r.method] = operation(r);
      return paths;
    }, {}),
    components: {
      schemas: { Error: schema(error, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
  return cached;
}
