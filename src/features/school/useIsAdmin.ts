// Whether the signed-in user (localStorage 'user', SPEC §9) has the admin role. Read after
// mount, so the prebuilt page never contains admin controls.
import { useEffect, useState } from 'react';

const readIsAdmin = (): boolean => {
  try {
    const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { role?: unknown } | null;
    return user?.role === 'admin';
  } catch {
    return false;
  }
};

export function useIsAdmin(): boolean {
  const [admin, setAdmin] = useState(false);
  useEffect(() => {
    const update = () => setAdmin(readIsAdmin());
    update();
    addEventListener('storage', update);
    return () => removeEventListener('storage', update);
  }, []);
  return admin;
}
