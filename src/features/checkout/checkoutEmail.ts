// The checkout e-mail: the order's reference, items and totals for the team and
// the customer's acknowledgement. Pure.
import { fulfilments, TAX_EXEMPT_LABEL } from '#domain/orders/purchase';
import { paymentMethodLabel, type CheckoutForm } from '#domain/forms/checkout';
import { formatPrice } from '#domain/shared/format';
import type { FormSubmission } from '../../lib/email/formSubmission';
import type { Order } from '#domain/orders/schemas';

/** `pickupYard`: the yard's address and hours, told to a customer who picks the order up. */
export function checkoutSubmission(order: Order, form: CheckoutForm, pickupYard: string): FormSubmission {
  const items = order.items.map(
    (i) => `- ${i.product_name} × ${i.quantity} @ ${formatPrice(i.unit_price)} = ${formatPrice(i.total_price)}`,
  );
  const address = [form.address1, form.address2, [form.city, form.state, form.postalCode].filter(Boolean).join(', '), form.country]
    .filter(Boolean)
    .join('\n');
  const purchase = [
    ['Company', form.company],
    ['PO number', form.poNumber],
    ['Job name / reference', form.jobReference],
  ].flatMap(([label, value]) => (value ? [`${label}: ${value}`] : []));
  const pickup = form.fulfilment === 'pickup';
  const message = [
    `Order reference: ${order.reference}`,
    ...purchase,
    '',
    'Items:',
    ...items,
    '',
    `Subtotal: ${formatPrice(order.subtotal)}`,
    `Shipping: ${formatPrice(order.shipping_cost)}`,
    `${order.tax_exempt ? TAX_EXEMPT_LABEL : 'Tax'}: ${formatPrice(order.tax)}`,
    `Total: ${formatPrice(order.total_amount)}`,
    '',
    ...(pickup ? [`${fulfilments[1].label}: ${pickupYard}`] : ['Shipping address:', address]),
    '',
    `Payment preference: ${paymentMethodLabel(form.paymentMethod)}`,
  ].join('\n');
  return {
    formType: 'checkout',
    name: `${form.firstName} ${form.lastName}`.trim(),
    email: form.email,
    phone: form.phone,
    ...(form.company && { company: form.company }),
    subject: `Checkout order ${order.reference}`,
    message,
    totalAmount: order.total_amount,
    additionalInfo: {
      'Order reference': order.reference,
      'Payment preference': paymentMethodLabel(form.paymentMethod),
      Items: order.items.length,
    },
  };
}
