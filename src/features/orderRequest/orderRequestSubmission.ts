// The order request e-mail: what the team and the customer receive for one
// dialog submission. Pure, so it is unit tested without a browser.
import { formatPrice, truncate } from '#domain/shared/format';
import { stripMarkup } from '#domain/shared/markup';
import { effectivePrice, type Priced } from '#domain/catalogue/product';
import { lineTotal } from '#domain/orders/pricing';
import type { OrderRequest } from '#domain/forms/order';
import type { Lang } from '#domain/i18n/locales';
import type { FormSubmission } from '../../lib/email/formSubmission';

export interface OrderedProduct extends Priced {
  slug: string;
  name: string;
  description: string;
}

/** Description for the e-mail: markup stripped, cut to 200 characters plus '...'. */
export const emailDescription = (description: string): string => truncate(stripMarkup(description), 200);

/** The team's e-mail stays English; `lang` is the visitor's, so the lead and its reply are in it. */
export function orderRequestSubmission(product: OrderedProduct, form: OrderRequest, lang: Lang = 'en'): FormSubmission {
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
    lang,
  };
}
