// The language switcher keeps the person on the same page with its query and anchor, and
// remembers the choice (localStorage "lang"): the address alone decides a page's language,
// the remembered choice only the language-neutral screens (the offline page the service
// worker serves). Nothing redirects by Accept-Language.
export const LANG_KEY = 'lang';

export function setupLanguageSwitch(): void {
  document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]').forEach((a) => {
    a.href = a.pathname + location.search + location.hash;
    a.addEventListener('click', () => {
      try {
        localStorage.setItem(LANG_KEY, a.dataset.langSwitch ?? 'en');
      } catch {
        // Storage refused (private mode): the link still goes to the page.
      }
    });
  });
}
