// Issue 28's test steps: a customer's checkout with PO and job, a certificate upload, staff confirming, shipping, paying.
import { afterAll, beforeAll, expect } from 'vitest';
import { checkoutBody, newKey, setup, SETUP_TIMEOUT, type Harness } from './helpers';

export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const PURCHASE = { company: 'Lone Star Fiber LLC', poNumber: 'PO-88231', jobReference: 'Alamo Heights FTTH ph. 2' };
export const nextYear = () => `${new Date().getUTCFullYear() + 1}-06-30`;

export function billingSteps(h: Harness) {
  const as = (token: string) => ({
    get: (path: string) => h.request('GET', path, { token }),
    post: (path: string, body?: unknown) => h.request('POST', path, { token, body }),
    patch: (path: string, body: unknown) => h.request('PATCH', path, { token, body }),
  });
  return {
    as,
    /** Puts product 2 × quantity in the cart and checks out with the purchase fields; answers the order. */
    /** `omit`: `over` is the whole form (fields it leaves out are not sent). */
    async checkout(token: string, over: Record<string, string> = {}, quantity = 2, { omit = false } = {}) {
      await h.request('POST', '/cart/items', { token, body: { product_id: 2, quantity } });
      const r = await h.request('POST', '/orders', {
        token,
        body: { ...(omit ? {} : checkoutBody), ...PURCHASE, ...over },
        headers: { 'Idempotency-Key': newKey() },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body;
    },
    upload(
      token: string,
      file: { bytes: Uint8Array; name: string; type?: string },
      fields = { company: PURCHASE.company, expires_on: nextYear() },
    ) {
      const form = new FormData();
      form.set('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? 'application/pdf' }));
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return h.request('POST', '/account/tax-certificates', { token, body: form });
    },
    ship: (staff: string, id: string) =>
      as(staff).patch(`/admin/orders/${id}`, { status: 'shipped', tracking_number: '1Z999AA10123456784', shipping_method: 'UPS Ground' }),
  };
}

/** The file's own API, a staff account's token and the steps, made before its tests and closed after them. */
export function billingHarness(options?: Parameters<typeof setup>[0]) {
  const its = {} as { h: Harness; staff: string; steps: ReturnType<typeof billingSteps> };
  beforeAll(async () => {
    its.h = await setup(options);
    its.staff = (await its.h.user({ role: 'admin' })).token;
    its.steps = billingSteps(its.h);
  }, SETUP_TIMEOUT);
  afterAll(() => its.h.close(), SETUP_TIMEOUT);
  return its;
}
