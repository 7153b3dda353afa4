// Auth state, shared by every island and the header script.
import { atom } from 'nanostores';
import { api, errorMessage, onUnauthorized } from '../../../lib/api';
import { withoutTrailingSlash } from '../../../lib/path';
import { loginUrlFor } from './navigation';
import type { RegisterPayload } from '#domain/forms/registration';
import type { Lang } from '#domain/i18n/locales';
import { clearSession, readSession, TOKEN_KEY, USER_KEY, writeSession, writeUser } from '../../../lib/storedSession';
import type { AuthResponse, User } from '#domain/accounts/schemas';

export interface AuthState {
  isAuthenticated: boolean;
  user: User | null;
  token: string | null;
  loading: boolean;
  error: string | null;
}

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
/** sessionStorage key carrying the session-expired notice to /login across the redirect. */
const SESSION_EXPIRED_FLAG = 'auth:session-expired';
const AUTH_PATHS = ['/login', '/register', '/es/login', '/es/register'];

export const LOGIN_FAILED = 'Login failed. Please check your credentials.';
export const REGISTER_FAILED = 'Registration failed. Please try again.';

const loggedOut = { isAuthenticated: false, user: null, token: null, loading: false } as const;

export const $auth = atom<AuthState>({ isAuthenticated: false, user: null, token: null, loading: true, error: null });

let started = false;

/** A redirect after a 401 leaves this flag (or ?expired=1) for the login page to explain. */
function takeExpiredNotice(): boolean {
  let flagged = new URLSearchParams(location.search).get('expired') === '1';
  try {
    if (sessionStorage.getItem(SESSION_EXPIRED_FLAG)) flagged = true;
    sessionStorage.removeItem(SESSION_EXPIRED_FLAG);
  } catch {
    /* the query parameter is enough */
  }
  return flagged;
}

/** Set when this page is being left: a check cut short by the navigation says nothing. */
let leaving = false;

async function verifyStoredSession(token: string, user: User): Promise<void> {
  $auth.set({ isAuthenticated: false, user, token, loading: true, error: null });
  try {
    const fresh = await api.get<User>('/auth/me');
    if (leaving) return;
    if (!fresh || typeof fresh !== 'object') throw new Error('No user in the answer');
    writeUser(fresh);
    $auth.set({ isAuthenticated: true, user: fresh, token, loading: false, error: null });
  } catch {
    // Leaving the page aborts the request: that must not sign the person out on the next page.
    if (leaving) return;
    clearSession();
    $auth.set({ ...loggedOut, error: SESSION_EXPIRED_MESSAGE });
  }
}

/** Reads the stored session once per page; safe to call from every island and script. */
export function startAuth(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
  const expired = takeExpiredNotice();
  const stored = readSession();
  if (stored) void verifyStoredSession(stored.token, stored.user);
  else $auth.set({ ...loggedOut, error: expired ? SESSION_EXPIRED_MESSAGE : null });

  // Other tabs: a login, logout or profile change there is mirrored here.
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== USER_KEY && event.key !== null) return;
    const now = readSession();
    if (!now) $auth.set({ ...loggedOut, error: null });
    else $auth.set({ isAuthenticated: true, user: now.user, token: now.token, loading: false, error: null });
  });
  // The banner belongs to this visit of the page: a page restored from the
  // back/forward cache starts without it.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) clearAuthError();
  });
}

/**
 * Set while this page signs out on purpose: a 401 to a request it sent before is that sign-out
 * taking effect, not an expired session, so it does not race the caller's own navigation.
 */
let signingOut = false;

function signedIn({ access_token, user }: AuthResponse): void {
  signingOut = false;
  writeSession(access_token, user);
  $auth.set({ isAuthenticated: true, user, token: access_token, loading: false, error: null });
}

/** Resolves true when signed in; otherwise the error is in the store. */
export async function login(email: string, password: string): Promise<boolean> {
  $auth.set({ ...$auth.get(), loading: true, error: null });
  try {
    signedIn(await api.post<AuthResponse>('/auth/login', { email, password }));
    return true;
  } catch (error) {
    $auth.set({ ...loggedOut, error: errorMessage(error, LOGIN_FAILED, [401]) });
    return false;
  }
}

/** `lang`: the language of the page the account is made on, kept for the person's e-mails. */
export async function register(payload: RegisterPayload, lang: Lang = 'en'): Promise<boolean> {
  $auth.set({ ...$auth.get(), loading: true, error: null });
  try {
    signedIn(await api.post<AuthResponse>('/auth/register', { ...payload, lang }));
    return true;
  } catch (error) {
    $auth.set({ ...loggedOut, error: errorMessage(error, REGISTER_FAILED) });
    return false;
  }
}

/** Signs this browser out; the server revokes the token (the request outlives a navigation). */
export function logout(): void {
  signingOut = true;
  if ($auth.get().token) void api.post('/auth/logout', {}, { keepalive: true, expectUnauthorized: true }).catch(() => {});
  clearSession();
  $auth.set({ ...loggedOut, error: null });
}

/**
 * Revokes every token of the account (other browsers and phones too) and forgets the session
 * here; the caller leaves the page. This page's store keeps its state meanwhile, so that its
 * route guard does not send the person to /login?from=… before the caller's navigation.
 */
export async function logoutEverywhere(): Promise<void> {
  signingOut = true;
  try {
    await api.post('/auth/logout', { all: true });
  } catch (error) {
    signingOut = false;
    throw error;
  }
  clearSession();
}

/** Replaces the user (after a profile update) and stores it. */
export function updateUser(user: User): void {
  writeUser(user);
  $auth.set({ ...$auth.get(), user });
}

/** A password change revokes older tokens; the API answers a fresh one to keep. */
export function replaceToken(token: string): void {
  const { user } = $auth.get();
  if (user) writeSession(token, user);
  $auth.set({ ...$auth.get(), token });
}

export function clearAuthError(): void {
  if ($auth.get().error) $auth.set({ ...$auth.get(), error: null });
}

/** A 401 to a signed-in request ends the session and sends the person to /login. */
function endSession(): void {
  if (signingOut) return;
  clearSession();
  $auth.set({ ...loggedOut, error: SESSION_EXPIRED_MESSAGE });
  const path = withoutTrailingSlash(location.pathname);
  if (AUTH_PATHS.includes(path)) return;
  try {
    sessionStorage.setItem(SESSION_EXPIRED_FLAG, '1');
  } catch {
    /* the ?expired=1 parameter still carries the notice */
  }
  location.replace(loginUrlFor(path + location.search, true));
}

// Every page that imports the store (islands or the header script) reads the session at once,
// before any island renders.
if (typeof window !== 'undefined') {
  onUnauthorized(endSession);
  startAuth();
}
