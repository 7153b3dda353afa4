// One screen's data from the API: loading, failed or ready. It loads again when `load` changes
// (give a useCallback over the query), on retry, or on refresh, which keeps the data on screen
// until the new answer replaces it; a request overtaken by a newer one is cancelled, so a late
// answer never replaces a fresher one.
import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: T };

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState({ n: 0, quiet: false });
  const shown = useRef(load);

  useEffect(() => {
    const controller = new AbortController();
    if (!attempt.quiet || shown.current !== load) setState({ kind: 'loading' });
    shown.current = load;
    load(controller.signal).then(
      (data) => setState({ kind: 'ready', data }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'error' });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt(({ n }) => ({ n: n + 1, quiet: false })), []);
  const refresh = useCallback(() => setAttempt(({ n }) => ({ n: n + 1, quiet: true })), []);
  /** Changes the loaded data in place (e.g. one row after an action), keeping other states. */
  const update = useCallback(
    (change: (data: T) => T) => setState((s) => (s.kind === 'ready' ? { kind: 'ready', data: change(s.data) } : s)),
    [],
  );
  return { state, retry, refresh, update };
}
