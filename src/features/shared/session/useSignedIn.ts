// Whether someone is signed in, for the few controls only they see (the cart buttons). The
// auth store is imported on first use instead of with the island: most readers of the
// catalogue are visitors, and the page frame loads the same store on idle anyway.
import { useEffect, useState } from 'react';

export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    import('./authStore')
      .then(({ $auth }) => {
        if (!left) stop = $auth.subscribe(({ isAuthenticated }) => setSignedIn(isAuthenticated));
      })
      .catch(() => {
        // Without the store (a failed chunk) the visitor's controls stay: they work for everyone.
      });
    return () => {
      left = true;
      stop?.();
    };
  }, []);
  return signedIn;
}
