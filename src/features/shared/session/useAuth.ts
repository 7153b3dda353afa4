import { useStore } from '@nanostores/react';
import { $auth, startAuth } from './authStore';

/** The auth state, started on first use in this page. */
export function useAuth() {
  startAuth();
  return useStore($auth);
}
