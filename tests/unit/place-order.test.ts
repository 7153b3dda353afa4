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
    await place(FORM);
    await place(FORM);
    await place({ ...FORM, city: 'Austin' });
    const keys = browser.fetch.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
