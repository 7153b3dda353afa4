// The /search page: the search panel in the page, its query and type kept in the address
// (/search?q=…&type=…) so a search can be linked, reloaded and shared.
import { createSearchPanel } from './searchPanel';
import { isSearchType } from './searchTypes';
import { loadSearchWords } from './searchWords';

export async function mountSearchPage(host: HTMLElement): Promise<void> {
  const panel = createSearchPanel('search-page', await loadSearchWords(), ({ q, type }) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (type) params.set('type', type);
    const next = `${location.pathname}${params.size ? `?${params}` : ''}`;
    if (next !== `${location.pathname}${location.search}`) history.replaceState(history.state, '', next);
  });
  host.replaceChildren(panel.root);
  const params = new URLSearchParams(location.search);
  const type = params.get('type');
  panel.set({ q: params.get('q') ?? '', type: isSearchType(type) ? type : null });
  panel.input.focus();
}
