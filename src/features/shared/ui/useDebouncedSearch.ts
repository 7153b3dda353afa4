// A desk's search box: what is typed shows at once, and reaches the view (and the request)
// once typing pauses; spaces at either end change nothing.
import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

export function useDebouncedSearch(applied: string, apply: (q: string) => void): [string, (q: string) => void] {
  const [search, setSearch] = useState(applied);
  useEffect(() => {
    if (search.trim() === applied.trim()) return undefined;
    const timer = setTimeout(() => apply(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, applied, apply]);
  return [search, setSearch];
}
