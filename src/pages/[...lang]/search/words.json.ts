// The search dialog's and page's words in one language (/search/words.json, /es/search/words.json):
// the search code is the same for both languages and fetches the page's on first use.
import { langOf, langPaths, type LangParams } from '#domain/i18n/routes';
import { messagesFor } from '#domain/i18n/messages';

export const getStaticPaths = langPaths;

export function GET({ params }: { params: LangParams }) {
  return new Response(JSON.stringify(messagesFor(langOf(params.lang)).search.words), { headers: { 'Content-Type': 'application/json' } });
}
