// The contact page's inline line after its heading: an enrollment link (/school) names a course
// or a session, and the heading and the document's title follow before the first paint; a
// session link is a booking (`data-booking` on <html>, which the page's styles show as one).
// Inline, so the page asks for no script file before its first view.
import { contactTitle } from './contactKind';

const LINK_TYPES = ['course', 'session'] as const;

/** The script, given the page's titles in its language keyed by contactTitle's titles. */
export function contactTitleScript(titles: Record<ReturnType<typeof contactTitle>, string>): string {
  const byType = JSON.stringify(Object.fromEntries(LINK_TYPES.map((type) => [type, titles[contactTitle(type)]])));
  return (
    `(()=>{const t=(new URLSearchParams(location.search).get('type')??'').trim(),w=${byType.replaceAll('<', '\\u003c')},` +
    `h=document.querySelector('main h1');if(h&&Object.hasOwn(w,t)){document.title=document.title.replace(h.textContent,w[t]);` +
    `h.textContent=w[t]}if(t==='session')document.documentElement.setAttribute('data-booking','')})()`
  );
}
