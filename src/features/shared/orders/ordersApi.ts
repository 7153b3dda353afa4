// Every call of the signed-in customer's orders: list, one order, cancel, and place (checkout).
import type { CheckoutForm } from '#domain/forms/checkout';
import type { BillingAccount } from '#domain/accounts/schemas';
import type { CartItem } from '#domain/orders/schemas';
import type { Order } from '#domain/orders/schemas';
import type { Lang } from '#domain/i18n/locales';
import { api } from '../../../lib/api';

export const listOrders = () => api.get<Order[]>('/orders');

/** null when the order is not this customer's (or does not exist). */
export const getOrder = (id: string) => api.get<Order | null>(`/orders/${encodeURIComponent(id)}`);

export const cancelOrder = (id: Order['id']) => api.post(`/orders/${id}/cancel`);

/** The same key for the same form makes a retried checkout place one order only. */
/** `lang`: the checkout page's language, which the order's e-mails and documents are written in. */
export const createOrder = (form: CheckoutForm, idempotencyKey: string, lang: Lang = 'en') =>
  api.post<Order>('/orders', form, { headers: { 'Idempotency-Key': idempotencyKey, 'Content-Language': lang } });

/** Puts the order's still-sold items back in the cart; answers the cart and what changed. */
export const buyAgain = (id: Order['id']) => api.post<{ cart: CartItem[]; changes: string[] }>(`/orders/${id}/buy-again`);

/** The account's company, tax exemption and terms: checkout prefills and prices from it. */
export const getBillingAccount = () => api.get<BillingAccount>('/account/billing');
