import { useStore } from '@nanostores/react';
import { $auth, startAuth } from './authStore';

/** The auth state, started on first use in this page. */
export function useAuth() {
  startAuth();
  return useStore($auth);
}

/** Whether the signed-in person is staff (the admin role): staff desks, admin controls. Reads the
 * state without starting it (a public page that shows admin controls does not sign anyone in). */
export const useIsAdmin = (): boolean => useStore($auth).user?.role === 'admin';
