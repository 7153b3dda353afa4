// How any failure of the e-mail client becomes the one
// sentence people see. Pure, so it is unit-tested without a browser.

/** The EmailJS SDK rejects with `{ status, text }` for HTTP answers and its own refusals. */
interface ResponseLike {
  status: number;
  text: string;
}

const isResponseLike = (e: unknown): e is ResponseLike =>
  typeof e === 'object' && e !== null && typeof (e as ResponseLike).status === 'number' && typeof (e as ResponseLike).text === 'string';

const NETWORK = /failed to fetch|networkerror|network error|network request failed|load failed|fetch failed|timed? ?out/i;

/** An API answer such as {"detail": "…"} read as its detail text. */
function detailOf(text: string): string {
  if (!text.trimStart().startsWith('{')) return text;
  try {
    const detail = (JSON.parse(text) as { detail?: unknown }).detail;
    if (typeof detail === 'string') return detail;
    if (Array.isArray(detail) && typeof detail[0]?.msg === 'string') return detail[0].msg;
  } catch {
    // not JSON after all
  }
  return text;
}

/** The reason part of the failure message for any thrown value (Error, SDK response, SDK string). */
export function failureReason(error: unknown): string {
  // The SDK rejects with plain strings for missing ids ('The template ID is required …').
  const text =
    typeof error === 'string' ? error : isResponseLike(error) ? detailOf(error.text) : error instanceof Error ? error.message : '';
  if (/template/i.test(text)) return 'Email template configuration error.';
  if (/service|public key|user id|user_id/i.test(text)) return 'Email service configuration error.';
  if ((isResponseLike(error) && error.status === 0) || error instanceof TypeError || NETWORK.test(text)) {
    return 'Network connection error.';
  }
  const trimmed = text.trim();
  return trimmed ? trimmed : 'Unknown error occurred.';
}

/** 'Failed to send {formType}. {reason} Please try again or contact us directly at {email}' */
export function failureMessage(formType: string, error: unknown, contactEmail: string): string {
  return `Failed to send ${formType}. ${failureReason(error)} Please try again or contact us directly at ${contactEmail}`;
}

/** Step 1 fails unless the relay answered exactly 200. */
export const teamStatusError = (status: number) =>
  Object.assign(new Error(`Failed to send notification to team. Status: ${status}`), { status });

/** The HTTP status behind a failure, when there was an answer (0 for no answer at all). */
export function failureStatus(error: unknown): number | undefined {
  if (isResponseLike(error)) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Seconds the relay asked us to wait (its JSON body's `retry_after`), if it said. */
export function failureRetryAfter(error: unknown): number | undefined {
  if (!isResponseLike(error) || !error.text.trimStart().startsWith('{')) return undefined;
  try {
    const value = (JSON.parse(error.text) as { retry_after?: unknown }).retry_after;
    return typeof value === 'number' && value >= 0 ? value : undefined;
  } catch {
    return undefined;
  }
}
