// Where a guarded page's HTML carries the sign-in form it shows a visitor (BaseLayout.astro,
// src/features/auth/signInView.ts): the build and the budget tell the form's part of the page
// from the page's own, since each person loads only one of them.
export const SIGN_IN_FORM = '<template data-sign-in-form>';
const END = '</template>';

/** Where the form's template starts and ends in `html`, or null on a page without one. */
export function signInForm(html) {
  const start = html.indexOf(SIGN_IN_FORM);
  if (start < 0) return null;
  const end = html.indexOf(END, start) + END.length;
  if (html.slice(start + SIGN_IN_FORM.length, end).includes('<template')) throw new Error('the sign-in form holds a template of its own');
  return { start, end };
}

/** The page's HTML without the sign-in form: what a signed-in person loads. */
export const withoutSignInForm = (html, form = signInForm(html)) => (form ? html.slice(0, form.start) + html.slice(form.end) : html);
