import { describe, expect, it, vi } from 'vitest';
import { freshStores, json, settle, USER, useBrowser, type Browser } from './browser.helpers';
import { installBrowser } from './journey-browser';

vi.mock('astro:env/client', () => ({ PUBLIC_API_URL: '/api' }));

describe('auth store', () => {
  let browser: Browser;
  useBrowser('/', (b) => (browser = b));

  it('starts loading; with nothing stored it becomes logged out', async () => {
    vi.resetModules();
    vi.stubGlobal('window', undefined);
    const { $auth } = await import('../../src/features/shared/session/authStore');
    expect($auth.get().loading).toBe(true);
    browser = installBrowser('/');
    const { $auth: started } = await freshStores();
    expect(started.get()).toMatchObject({ loading: false, isAuthenticated: false, error: null });
  });

  it('with a stored session it asks /auth/me and becomes authenticated', async () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', JSON.stringify(USER));
    browser.fetch.mockImplementation(() => json({ ...USER, first_name: 'Joanna' }));
    const { $auth, startAuth } = await freshStores();
    startAuth();
    await settle();
    expect($auth.get()).toMatchObject({ isAuthenticated: true, token: 't1', loading: false });
    expect($auth.get().user?.first_name).toBe('Joanna');
    expect(JSON.parse(localStorage.getItem('user')!).first_name).toBe('Joanna');
  });

  it('a refused stored session clears storage and says the session expired', async () => {
    browser.location.pathname = '/login';
    localStorage.setItem('token', 'bad');
    localStorage.setItem('user', JSON.stringify(USER));
    browser.fetch.mockImplementation(() => json({ detail: 'Could not validate credentials' }, 401));
    const { $auth, startAuth } = await freshStores();
    startAuth();
    await settle();
    expect($auth.get()).toMatchObject({ isAuthenticated: false, loading: false, error: 'Session expired. Please login again.' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('the notice carried by a 401 redirect survives into the login page', async () => {
    sessionStorage.setItem('auth:session-expired', '1');
    const { $auth, startAuth } = await freshStores();
    startAuth();
    expect($auth.get().error).toBe('Session expired. Please login again.');
    expect(sessionStorage.getItem('auth:session-expired')).toBeNull();
  });

  it('login stores token and user, or sets the spec error; the server detail when it says more', async () => {
    const { $auth, startAuth, login, register, logout } = await freshStores();
    startAuth();
    browser.fetch.mockImplementationOnce(() => json({ detail: 'Incorrect email or password' }, 401));
    expect(await login('jo@example.com', 'nope')).toBe(false);
    expect($auth.get().error).toBe('Login failed. Please check your credentials.');

    browser.fetch.mockImplementationOnce(() => json({ access_token: 't2', token_type: 'bearer', user: USER }));
    expect(await login('jo@example.com', 'Passw0rd1')).toBe(true);
    expect($auth.get()).toMatchObject({ isAuthenticated: true, token: 't2', error: null });
    expect(localStorage.getItem('token')).toBe('t2');

    logout();
    expect(localStorage.getItem('token')).toBeNull();
    expect($auth.get().isAuthenticated).toBe(false);

    browser.fetch.mockImplementationOnce(() => json({ detail: 'An account with this email already exists' }, 409));
    expect(
      await register({ email: 'jo@example.com', username: 'jo1', password: 'Passw0rd1', first_name: '', last_name: '', phone: '' }),
    ).toBe(false);
    expect($auth.get().error).toBe('An account with this email already exists');
    browser.fetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await register({ email: 'x@example.com', username: 'xx1', password: 'Passw0rd1', first_name: '', last_name: '', phone: '' });
    expect($auth.get().error).toBe('Registration failed. Please try again.');
  });

  /** Signed in on /account; `signOut` answers POST /auth/logout, a revoked token gets 401 elsewhere. */
  async function onAccountPage(signOut: () => Promise<Response>) {
    browser.location.pathname = '/account';
    localStorage.setItem('token', 't4');
    localStorage.setItem('user', JSON.stringify(USER));
    let revoked = false;
    browser.fetch.mockImplementation((url: string) => {
      if (url.endsWith('/auth/logout')) return signOut();
      if (revoked) return json({ detail: 'Could not validate credentials' }, 401);
      return url.endsWith('/auth/me') ? json(USER) : json([]);
    });
    const stores = await freshStores();
    const { api } = await import('../../src/lib/api');
    stores.startAuth();
    await settle();
    return { ...stores, api, revoke: () => (revoked = true) };
  }

  it('signing out of all devices: a 401 meanwhile is that sign-out, not an expired session', async () => {
    let answer: (response: Response) => void = () => {};
    const { $auth, api, logoutEverywhere, revoke } = await onAccountPage(() => new Promise((resolve) => (answer = resolve)));
    const signingOut = logoutEverywhere();
    // The server has revoked every token; a request the page sent meanwhile is refused.
    revoke();
    await api.get('/account/certificates').catch(() => undefined);
    answer(await json({ message: 'Signed out' }));
    await signingOut;
    expect(browser.location.replace).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
    expect($auth.get().error).toBeNull();
  });

  it('a sign-out of all devices that fails leaves a later 401 ending the session as before', async () => {
    const { api, logoutEverywhere, revoke } = await onAccountPage(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(logoutEverywhere()).rejects.toBeTruthy();
    revoke();
    await api.get('/account/certificates').catch(() => undefined);
    expect(browser.location.replace).toHaveBeenCalledWith(expect.stringContaining('expired=1'));
  });

  it('another tab signing in or out is mirrored here', async () => {
    const { $auth, startAuth } = await freshStores();
    startAuth();
    localStorage.setItem('token', 't3');
    localStorage.setItem('user', JSON.stringify(USER));
    browser.dispatch('storage', { key: 'token' });
    expect($auth.get()).toMatchObject({ isAuthenticated: true, token: 't3' });
    localStorage.clear();
    browser.dispatch('storage', { key: null });
    expect($auth.get().isAuthenticated).toBe(false);
  });
});
