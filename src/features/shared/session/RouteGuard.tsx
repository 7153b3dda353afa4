// Guarded screens: 'Loading...' while auth loads, then the
// screen, or /login?from={path} replacing this history entry.
import { useEffect, type ReactNode } from 'react';
import { SESSION_EXPIRED_MESSAGE } from './authStore';
import { currentPath, loginUrlFor } from './navigation';
import { useAuth } from './useAuth';
import { LoadingState } from '../ui/LoadStates';

export function RouteGuard({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated, error } = useAuth();
  const mustLeave = !loading && !isAuthenticated;
  const expired = error === SESSION_EXPIRED_MESSAGE;
  useEffect(() => {
    if (mustLeave) location.replace(loginUrlFor(currentPath(), expired));
  }, [mustLeave, expired]);
  if (!isAuthenticated) return <LoadingState />;
  return <>{children}</>;
}
