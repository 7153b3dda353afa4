import type { Messages } from '#domain/i18n/messages';
import { ApiError } from '../../lib/api';

/** An API refusal or session notice in the page's language; an unknown text is shown as the server wrote it. */
export const apiError = (m: Messages['auth'], text: string | null | undefined): string | null | undefined =>
  text && ((m.apiErrors as Record<string, string>)[text] ?? text);

/** The same failure with the server's reason in the page's language (for failureWithReason). */
export const withReasonIn = (m: Messages['auth'], error: unknown): unknown =>
  error instanceof ApiError && error.detail ? new ApiError(error.status, error.message, apiError(m, error.detail) ?? undefined) : error;
