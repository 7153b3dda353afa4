// Loads the listing's prebuilt index on demand, and the search text only once someone
// searches: the first view costs neither (item 3 "It scales").
import { useCallback, useRef, useState } from 'react';
import type { EncodedIndex } from './catalogueIndex';
import type { IndexedProduct } from './types';

const INDEX_URL = '/catalogue/index.json';
const SEARCH_TEXT_URL = '/catalogue/search.json';
/** The decoder comes with the index: the first view needs neither. */
const decoder = () => import('./catalogueIndex');

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

export function useCatalogueIndex() {
  const [rows, setRows] = useState<IndexedProduct[] | null>(null);
  const [indexState, setIndexState] = useState<LoadState>('idle');
  const [textState, setTextState] = useState<LoadState>('idle');
  const index = useRef<Promise<IndexedProduct[]> | null>(null);
  const text = useRef<Promise<string[]> | null>(null);

  const loadIndex = useCallback(() => {
    if (!index.current) {
      setIndexState('loading');
      index.current = Promise.all([getJson<EncodedIndex>(INDEX_URL), decoder()]).then(([e, m]) => m.decodeIndex(e));
      index.current.then(
        (r) => {
          setRows((prev) => prev ?? r);
          setIndexState('ready');
        },
        () => {
          index.current = null;
          setIndexState('error');
        },
      );
    }
    return index.current;
  }, []);

  const loadSearchText = useCallback(() => {
    if (!text.current) {
      setTextState('loading');
      text.current = getJson<string[]>(SEARCH_TEXT_URL);
      Promise.all([loadIndex(), text.current, decoder()]).then(
        ([r, texts, m]) => {
          setRows(m.withSearchText(r, texts));
          setTextState('ready');
        },
        () => {
          text.current = null;
          setTextState('error');
        },
      );
    }
  }, [loadIndex]);

  return { rows, indexState, textState, loadIndex, loadSearchText };
}
