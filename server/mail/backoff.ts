/** Exponential back-off: base, 2×base, 4×base … capped at one hour. */
export const retryDelayMs = (attempts: number, baseMs: number): number => Math.min(3_600_000, baseMs * 2 ** Math.max(0, attempts - 1));

/** SMTP 5xx answers are permanent (bad address, refused content); everything else may pass later. */
export const isPermanentSmtpError = (error: unknown): boolean => {
  const code = (error as { responseCode?: number } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};
