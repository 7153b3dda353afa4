// The auth state of the sign-in and registration forms, which are prebuilt as HTML.
import { useEffect, useSyncExternalStore } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, clearAuthError, startAuth, type AuthState } from '../shared/session/authStore';

const neverChanges = () => () => {};
const SIGNED_OUT_IDLE: AuthState = { isAuthenticated: false, user: null, token: null, loading: false, error: null };

/**
 * Signed out and idle on the server and while hydrating (the first render must match the HTML),
 * the live state after, with `hydrated` for what reads the address. The auth error belongs to
 * the page that showed it: cleared when leaving it.
 */
export function useAuthFormState(): AuthState & { hydrated: boolean } {
  const hydrated = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  // useAuth's two lines, not an import of it: one file fewer on these 80 KB form pages.
  startAuth();
  const auth = useStore($auth);
  useEffect(() => {
    window.addEventListener('pagehide', clearAuthError);
    return () => {
      window.removeEventListener('pagehide', clearAuthError);
      clearAuthError();
    };
  }, []);
  return { ...(hydrated ? auth : SIGNED_OUT_IDLE), hydrated };
}
