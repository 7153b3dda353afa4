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
/** The success toast's second line: the reference the team's e-mails carry, to quote when they call. */
export const orderReferenceLine = (reference: string) => `Your reference: ${reference}`;
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
