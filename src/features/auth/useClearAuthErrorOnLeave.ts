import { useEffect } from 'react';
import { clearAuthError } from '../shared/session/authStore';

/** Auth errors belong to the page that showed them: cleared when leaving it. */
export function useClearAuthErrorOnLeave(): void {
  useEffect(() => {
    window.addEventListener('pagehide', clearAuthError);
    return () => {
      window.removeEventListener('pagehide', clearAuthError);
      clearAuthError();
    };
  }, []);
}
