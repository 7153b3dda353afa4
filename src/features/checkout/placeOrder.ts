// POST /orders with an Idempotency-Key kept for this attempt: a double click or a retry of
// the same form sends the same key, so the server creates one order.
import type { CheckoutForm } from '#domain/forms/checkout';
import { createOrder } from '../shared/orders/ordersApi';
import type { Order } from '#domain/orders/schemas';
import type { Lang } from '#domain/i18n/locales';

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** One key per distinct form: the same body reuses it, an edited form gets a new one. */
export function createOrderPlacer() {
  let last: { body: string; key: string } | null = null;
  return (form: CheckoutForm, lang: Lang): Promise<Order> => {
    const body = JSON.stringify(form);
    if (last?.body !== body) last = { body, key: newKey() };
    return createOrder(form, last.key, lang);
  };
}
