// The language switcher keeps the person on the same page with its query and anchor, and
// remembers the choice (localStorage "lang"). The address alone decides a page's language —
// nothing redirects, by Accept-Language or by the remembered choice, so a crawler and the next
// person on a shared phone get the page they asked for. A page in the other language than the
// one chosen before marks its switch link, so the way back is one obvious tap.
export const LANG_KEY = 'lang';

function remembered(): string | null {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null; // Storage refused (private mode): nothing was remembered.
  }
}

export function setupLanguageSwitch(): void {
  const chosen = remembered();
  document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]').forEach((a) => {
    a.href = a.pathname + location.search + location.hash;
    if (chosen === a.dataset.langSwitch) a.dataset.remembered = '';
    a.addEventListener('click', () => {
      try {
        localStorage.setItem(LANG_KEY, a.dataset.langSwitch ?? 'en');
      } catch {
        // Storage refused: the link still goes to the page.
      }
    });
  });
}
