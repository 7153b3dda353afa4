// How a guarded page shows a visitor its sign-in form (decision 19): ./visitorSignIn.ts marks
// <html> in the head, and the site's CSS hides the page's own content from the first paint; the
// form waits in a <template> (a signed-in person's page holds no second e-mail field) until the
// line after it, showSignInForm, puts it in place of the page's content, whose islands are then
// gone before the island element could start them.
import { preloadModule } from '../../lib/preloadModule';

/** On <html>: this guarded page is the sign-in form, for a visitor. */
export const SIGN_IN_MARK = 'data-sign-in';
/** On <html>: the sign-in page's title, which the page takes for a visitor. */
export const SIGN_IN_TITLE = 'data-sign-in-title';
/** Around the sign-in form a guarded page carries (BaseLayout.astro). */
export const SIGN_IN_VIEW = 'data-sign-in-view';

/**
 * For a visitor the form takes the place of everything in <main>; for a signed-in person the
 * page's own islands' files are asked for at once, at low priority as the head's preloads of
 * other pages (a guarded page lists them on each island instead of preloading them from its
 * head, where a visitor would load them too: scripts/build/astro-module-preload.mjs).
 */
export function showSignInForm(form: HTMLTemplateElement): void {
  const main = form.parentElement;
  if (!main) return;
  if (document.documentElement.hasAttribute(SIGN_IN_MARK)) main.replaceChildren(form.content);
  else
    main
      .querySelectorAll<HTMLElement>('astro-island[data-preload]')
      .forEach((island) => island.dataset.preload?.split(' ').forEach((href) => preloadModule(href, 'low')));
}
