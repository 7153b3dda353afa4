// A view's state kept in the address: read from the query string on load and written back
// (replaceState) on every change, so a reload or a shared link opens the same view. Values
// equal to their default are left out of the address.
import { useCallback, useEffect, useState } from 'react';

export type AddressState = Record<string, string>;

export function useAddressState<S extends AddressState>(defaults: S): [S, (change: Partial<AddressState>) => void] {
  const [state, setState] = useState<S>(() => {
    const params = new URLSearchParams(location.search);
    return Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, params.get(k) ?? v])) as S;
  });

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries(state)) {
      if (v === defaults[k]) params.delete(k);
      else params.set(k, v);
    }
    const query = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  }, [state, defaults]);

  const change = useCallback((next: Partial<AddressState>) => setState((s) => ({ ...s, ...next })), []);
  return [state, change];
}
