import type { Messages } from '#domain/i18n/messages';

/** An API refusal or session notice in the page's language; an unknown text is shown as the server wrote it. */
export const apiError = (m: Messages['auth'], text: string | null | undefined): string | null | undefined =>
  text && ((m.apiErrors as Record<string, string>)[text] ?? text);
