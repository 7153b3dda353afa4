// Pages that exist in every language live in src/pages/[...lang]/: one file builds the English
// page at its own address (lang undefined) and the Spanish one under /es/.
import { DEFAULT_LANG, isLang, LANGS, type Lang } from './locales';

export interface LangParams {
  lang: string | undefined;
}

/** getStaticPaths for a page in every language. */
export const langPaths = (): { params: LangParams; props: { lang: Lang } }[] =>
  LANGS.map((lang) => ({ params: { lang: lang === DEFAULT_LANG ? undefined : lang }, props: { lang } }));

/** getStaticPaths for a page per item and language: `paths(lang)` gives one language's items. */
export function langItemPaths<P extends Record<string, string>, T>(
  paths: (lang: Lang) => Promise<{ params: P; props: T }[]> | { params: P; props: T }[],
) {
  return Promise.all(
    langPaths().map(async ({ params, props }) =>
      (await paths(props.lang)).map((p) => ({ params: { ...p.params, ...params }, props: { ...p.props, lang: props.lang } })),
    ),
  ).then((all) => all.flat());
}

/** The page's language from its `lang` parameter (undefined is English). */
export const langOf = (param: string | undefined): Lang => (isLang(param) ? param : DEFAULT_LANG);
