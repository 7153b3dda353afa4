// The order request e-mail: what the team and the customer receive for one
// dialog submission. Pure, so it is unit tested without a browser.
import { formatPrice, truncate } from '#domain/shared/format';
import { stripMarkup } from '#domain/shared/markup';
import { effectivePrice, type Priced } from '#domain/catalogue/product';
import { lineTotal } from '#domain/orders/pricing';
import type { OrderRequest } from '#domain/forms/order';
import type { FormSubmission } from '../../lib/email/formSubmission';

export interface OrderedProduct extends Priced {
  slug: string;
  name: string;
  description: string;
}

export const ORDER_SUCCESS = 'Order submitted successfully! We will contact you soon.';
/** What happens after a request is sent: the acknowledgement with its reference, then the team's call. */
export const orderEmailedLine = (email: string) => `We have e-mailed this reference to ${email}.`;
export const ORDER_NEXT_STEP =
  'Our team will call or e-mail you within 24 hours to confirm price, availability and delivery. Nothing is charged until you confirm.';
export const ORDER_FAILURE = 'Failed to submit order. Please try again.';
export const ORDER_FAILURE_HELP = 'Failed to submit order. Please try again or contact us directly.';

/** Description for the e-mail: markup stripped, cut to 200 characters plus '...'. */
export const emailDescription = (description: string): string => truncate(stripMarkup(description), 200);

export function orderRequestSubmission(product: OrderedProduct, form: OrderRequest): FormSubmission {
  const unit = effectivePrice(product);
  const total = lineTotal(unit, form.quantity);
  const message = [
    `Order request for ${product.name}`,
    `Description: ${emailDescription(product.description) || 'No description available for this product.'}`,
    `Quantity: ${form.quantity}`,
    `Unit price: ${formatPrice(unit)}`,
    `Total: ${formatPrice(total)}`,
  ].join('\n');
  return {
    formType: 'order',
    name: form.customerName,
    email: form.customerEmail,
    phone: form.customerPhone,
    subject: `Order Request: ${product.name}`,
    message,
    productName: product.name,
    totalAmount: total,
    additionalInfo: { quantity: form.quantity, unitPrice: formatPrice(unit), productSlug: product.slug },
  };
}
