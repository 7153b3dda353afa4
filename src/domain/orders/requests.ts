// The API's request schemas that are not forms: cart lines, sign-out, staff status changes of
// an order and of a session registration. The form payloads are forms/requests.ts's; a lead
// change and a stock adjustment have their own files (their dialogs check them too).
import { z } from '#domain/shared/zod';

// The cap keeps quantity sums far inside INTEGER; live stock is the real limit. It holds for a
// whole cart line too, however the line grows (adding again, Buy again).
export const MAX_QUANTITY = 100_000;
export const LINE_CAP_MESSAGE = `A cart line holds at most ${MAX_QUANTITY.toLocaleString('en-US')} units`;
const quantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int({ error: 'Quantity must be a whole number' })
  .min(1, { error: 'Quantity must be at least 1' })
  .max(MAX_QUANTITY, { error: `Quantity must not exceed ${MAX_QUANTITY}` });

/** POST /cart/items: adds to the product's line when there is one. */
export const addCartItemSchema = z.strictObject({
  product_id: z.number({ error: 'Product is required' }).int({ error: 'Product not found' }).positive({ error: 'Product not found' }),
  quantity: quantity.default(1),
});
/** PUT /cart/items/{id} */
export const updateCartItemSchema = z.strictObject({ quantity });

/** POST /auth/logout: this token, or with all every token of the account. The body may be empty. */
export const logoutSchema = z.strictObject({ all: z.boolean().optional() });

const shipmentText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(100, { error: `${field} must not exceed 100 characters` });

/** PATCH /admin/orders/{id}: the moves staff make (shipping needs the tracking number and carrier). */
export const orderStatusChangeSchema = z.discriminatedUnion(
  'status',
  [
    z.strictObject({
      status: z.literal('shipped'),
      tracking_number: shipmentText('Tracking number'),
      shipping_method: shipmentText('Shipping method'),
    }),
    z.strictObject({ status: z.literal('delivered') }),
    z.strictObject({ status: z.literal('cancelled') }),
  ],
  { error: 'Status must be shipped, delivered or cancelled' },
);
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** PATCH /admin/registrations/{id}: confirm or decline, or offer a seat (held) to a waitlisted one. */
export const registrationChangeSchema = z.strictObject({
  status: z.enum(['confirmed', 'declined', 'held'], { error: 'Status must be one of confirmed, declined, held' }),
});
export type RegistrationChange = z.infer<typeof registrationChangeSchema>['status'];

/** POST /school/registrations/confirm: the token of a "Confirm my seat" link. */
export const seatConfirmationRequestSchema = z.strictObject({
  token: z
    .string({ error: 'The confirmation token is required' })
    .min(1, { error: 'The confirmation token is required' })
    .max(200, { error: 'The confirmation token is too long' }),
});

/** POST /school/registrations/status: the reference (order_id) of the registration's submission. */
export const seatRequestStatusSchema = z.strictObject({
  reference: z
    .string({ error: 'The reference is required' })
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'The reference must be 1 to 40 letters, digits, hyphens or underscores' }),
});

/** The `page` and `size` query fields of every paged list; `size` defaults per list. */
export const pageQueryFields = (defaultSize: number) => ({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(defaultSize),
});

/** The rows a page covers, as SQL's LIMIT and OFFSET. */
export const pageWindow = ({ page, size }: { page: number; size: number }) => ({ limit: size, offset: (page - 1) * size });
