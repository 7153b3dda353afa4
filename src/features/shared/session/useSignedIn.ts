// Whether someone is signed in, for the few controls only they see (the cart buttons). The
// auth store is imported on first use instead of with the island: most readers of the
// catalogue are visitors, and the page frame loads the same store on idle anyway.
import { useEffect, useState } from 'react';

// Imported once per page, not once per card: each import() call costs the main thread about
// a millisecond, and a listing hydrates two dozen cart buttons in one task.
let authStore: Promise<typeof import('./authStore')> | undefined;

export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    (authStore ??= import('./authStore'))
      .then(({ $auth }) => {
        if (left) return;
        // A visitor (most readers) sets nothing: two dozen equal updates as the page goes live
        // could still cost a render.
        if ($auth.get().isAuthenticated) setSignedIn(true);
        stop = $auth.listen(({ isAuthenticated }) => setSignedIn(isAuthenticated));
      })
      .catch(() => {
        // Without the store (a failed chunk) the visitor's controls stay: they work for everyone.
        // The next card (or the next page) tries again.
        authStore = undefined;
      });
    return () => {
      left = true;
      stop?.();
    };
  }, []);
  return signedIn;
}
