// A guarded page's head script (built on its own and written inline at the end of the head,
// scripts/build/astro-frame-script.mjs): for a visitor with no stored session the page becomes
// the sign-in page in place, before its first paint. The address turns into /login?from={path}
// (replacing this history entry, as the route guard's redirect does), the title into the
// sign-in page's, and `data-sign-in` on <html> has the page show the sign-in form it carries
// (SignInScreen.astro, in BaseLayout.astro) instead of its own content, whose islands then
// never start (./signInView.ts). One document, not two: a phone on a weak signal paints the form
// as soon as the page's own HTML and styles are in. A stored session stays: the route guard
// decides for it (it may have expired, and then it sends the person to /login).
import { withoutTrailingSlash } from '../../lib/path';
import { TOKEN_KEY } from '../../lib/storedSession';
import { loginUrlFor } from '../shared/session/navigation';
import { SIGN_IN_MARK, SIGN_IN_TITLE } from './signInView';

type Page = {
  location: Pick<Location, 'pathname' | 'search'>;
  history: Pick<History, 'state' | 'replaceState'>;
  root: Pick<Element, 'setAttribute' | 'getAttribute'>;
  doc: { title: string };
};

export function showSignInToVisitor({ location, history, root, doc }: Page, storage: () => Storage): void {
  let token: string | null = null;
  try {
    token = storage().getItem(TOKEN_KEY);
  } catch {
    // No storage, no stored session.
  }
  if (token) return;
  history.replaceState(history.state, '', loginUrlFor(withoutTrailingSlash(location.pathname) + location.search));
  root.setAttribute(SIGN_IN_MARK, '');
  doc.title = root.getAttribute(SIGN_IN_TITLE) ?? doc.title;
}
