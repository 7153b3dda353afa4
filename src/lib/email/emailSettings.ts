// Pure helpers about the e-mail settings (no astro:env here, so unit tests can import them).
export interface EmailConfig {
  publicKey: string;
  serviceId: string;
  teamTemplateId: string;
  autoReplyTemplateId: string;
  origin: string;
  blockHeadless: boolean;
}

/**
 * The first missing id as an error text that failureReason() maps to the right failure reason
 * ('… template …' → template configuration error, the others → service configuration error).
 */
export function missingEmailSetting(c: EmailConfig): string | null {
  if (!c.publicKey) return 'The public key (PUBLIC_EMAILJS_PUBLIC_KEY) is not set';
  if (!c.serviceId) return 'The service ID (PUBLIC_EMAILJS_SERVICE_ID) is not set';
  if (!c.teamTemplateId) return 'The team template ID (PUBLIC_EMAILJS_TEAM_TEMPLATE_ID) is not set';
  if (!c.autoReplyTemplateId) return 'The auto-reply template ID (PUBLIC_EMAILJS_AUTOREPLY_TEMPLATE_ID) is not set';
  if (!c.origin) return 'The e-mail service origin is not set';
  return null;
}

/** 'abcd…wxyz' style masking for showing a public key on /test-email. */
export const maskKey = (key: string): string =>
  !key ? '' : key.length <= 8 ? '•'.repeat(key.length) : `${key.slice(0, 4)}${'•'.repeat(Math.min(8, key.length - 8))}${key.slice(-4)}`;
