// The search UI's words in the page's language, fetched once from the build's
// /search/words.json or /es/search/words.json (precached for offline use): the search code
// itself carries no language.
import { localePath } from '#domain/i18n/locales';
import { pageLang } from '../../lib/path';
import type { Messages } from '#domain/i18n/messages';

export type SearchWords = Messages['search']['words'];

let loading: Promise<SearchWords> | null = null;

export function loadSearchWords(): Promise<SearchWords> {
  loading ??= fetch(localePath('/search/words.json', pageLang()))
    .then((response) => {
      if (!response.ok) throw new Error(`search words: ${response.status}`);
      return response.json() as Promise<SearchWords>;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
