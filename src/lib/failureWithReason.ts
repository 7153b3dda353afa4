import { ApiError } from './api';

/**
 * The spec's failure text, plus the server's reason for a refused request (4xx with detail),
 * in the page's words when `words` has the API's English reason (else as the server wrote it).
 */
export function failureWithReason(error: unknown, failure: string, words?: Record<string, string>): string {
  const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 ? error.detail : undefined;
  return reason ? `${failure}: ${words?.[reason] ?? reason}` : failure;
}
