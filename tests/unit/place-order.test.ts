import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOrderPlacer } from '../../src/features/checkout/placeOrder';
import { installBrowser, json } from './journey-browser';
import { FORM, order } from './order.helpers';

vi.mock('astro:env/client', () => ({ PUBLIC_API_URL: '/api' }));

describe('checkout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the same form reuses its Idempotency-Key; an edited form gets a new one', async () => {
    const browser = installBrowser('/checkout');
    browser.fetch.mockImplementation(() => json(order({})));
    const place = createOrderPlacer();
    await place(FORM, 'en');
    await place(FORM, 'en');
    await place({ ...FORM, city: 'Austin' }, 'en');
    const keys = browser.fetch.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('tells the server the page’s language, which the order’s e-mails are written in', async () => {
    const browser = installBrowser('/es/checkout');
    browser.fetch.mockImplementation(() => json(order({})));
    await createOrderPlacer()(FORM, 'es');
    expect((browser.fetch.mock.calls[0][1].headers as Record<string, string>)['Content-Language']).toBe('es');
  });
});
