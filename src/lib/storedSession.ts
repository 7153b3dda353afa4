// The stored session: local storage keys 'token' and 'user'. Read by the API
// client (the bearer token), the auth store and the header's first paint.
import type { User } from '#domain/accounts/schemas';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export interface StoredSession {
  token: string;
  user: User;
}

export function readSession(): StoredSession | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    if (!token || !raw) return null;
    const user = JSON.parse(raw) as User;
    return user && typeof user === 'object' ? { token, user } : null;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeSession(token: string, user: User): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    /* private mode without storage: the session lasts for this page only */
  }
}

export function writeUser(user: User): void {
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    /* see writeSession */
  }
}

export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    /* nothing stored */
  }
}
