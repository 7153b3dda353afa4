import { describe, expect, it, vi } from 'vitest';
import { json, useBrowser, type Browser } from './browser.helpers';

vi.mock('astro:env/client', () => ({ PUBLIC_API_URL: '/api' }));

describe('API client', () => {
  let browser: Browser;
  useBrowser('/orders', (b) => (browser = b));

  it('sends JSON with the stored bearer token and parses the answer', async () => {
    const { api } = await import('../../src/lib/api');
    localStorage.setItem('token', 'abc');
    browser.fetch.mockImplementation(() => json([{ id: 1 }]));
    await expect(api.post('/cart/items', { product_id: 1 })).resolves.toEqual([{ id: 1 }]);
    const [url, init] = browser.fetch.mock.calls[0];
    expect(url).toBe('/api/cart/items');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"product_id":1}');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads the error text from detail, string or 422 list', async () => {
    const { api, ApiError } = await import('../../src/lib/api');
    browser.fetch.mockImplementationOnce(() => json({ detail: 'Only 2 items available' }, 409));
    await expect(api.put('/cart/items/1', { quantity: 9 })).rejects.toMatchObject({ status: 409, detail: 'Only 2 items available' });
    browser.fetch.mockImplementationOnce(() =>
      json({ detail: [{ loc: ['body', 'email'], msg: 'Invalid email address', type: 'x' }] }, 422),
    );
    const error = (await api.post('/auth/login', {}).catch((e) => e)) as { detail: string };
    expect(error).toBeInstanceOf(ApiError);
    expect(error.detail).toBe('Invalid email address');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('422'));
  });

  it('a 401 clears the session and goes to /login with from and the expired flag', async () => {
    const { api } = await import('../../src/lib/api');
    await import('../../src/features/shared/session/authStore'); // registers what a 401 does (onUnauthorized)
    localStorage.setItem('token', 'old');
    localStorage.setItem('user', '{}');
    browser.fetch.mockImplementation(() => json({ detail: 'Could not validate credentials' }, 401));
    await expect(api.get('/orders')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('auth:session-expired')).toBe('1');
    expect(browser.location.replace).toHaveBeenCalledWith('/login?from=%2Forders&expired=1');
  });

  it('a 401 on the login page itself does not redirect', async () => {
    browser.location.pathname = '/login/';
    const { api } = await import('../../src/lib/api');
    await import('../../src/features/shared/session/authStore');
    localStorage.setItem('token', 'old');
    browser.fetch.mockImplementation(() => json({ detail: 'Incorrect email or password' }, 401));
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(browser.location.replace).not.toHaveBeenCalled();
  });

  it('network failures and the 10 s time-out become ApiErrors with the spec logs', async () => {
    const { api } = await import('../../src/lib/api');
    browser.fetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/cart')).rejects.toMatchObject({ status: 0 });

    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => AbortSignal.abort(new DOMException('timed out', 'TimeoutError')));
    browser.fetch.mockImplementationOnce((_url, init) => Promise.reject(init.signal?.reason));
    await expect(api.get('/cart')).rejects.toMatchObject({ status: 408 });
    expect(AbortSignal.timeout).toHaveBeenCalledWith(10_000);
    expect(console.error).toHaveBeenCalledWith('Request timeout - API server may be down');
  });
});
