// What the EmailJS SDK 4.4.1 posts to /api/v1.0/email/send, validated.
import { z } from 'zod';
import { DEFAULT_LANG, isLang, type Lang } from '#domain/i18n/locales';

const FORM_TYPES = ['order', 'contact', 'consultation', 'apply', 'course', 'checkout', 'training', 'other'] as const;

const paramValue = z.union([z.string().max(20_000), z.number(), z.boolean(), z.null()]).transform((v) => (v === null ? '' : String(v)));

export const sendRequestSchema = z.object({
  lib_version: z.string().max(20).optional(),
  user_id: z.string().max(200),
  service_id: z.string().max(200),
  template_id: z.string().max(200),
  template_params: z
    .record(z.string().regex(/^\w{1,64}$/), paramValue)
    .refine((p) => Object.keys(p).length <= 60, { error: 'Too many template parameters' })
    .default({}),
});
export type SendRequest = z.output<typeof sendRequestSchema>;

const email = z.email();
/** One plain address (no list, no display name), or null. */
export const singleAddress = (value: string | undefined): string | null => {
  const v = value?.trim() ?? '';
  return v.length <= 254 && email.safeParse(v).success ? v : null;
};

/** form_type limited to the known kinds; the submission reference limited to a safe token. */
export const formTypeOf = (v: string | undefined): string => ((FORM_TYPES as readonly string[]).includes(v ?? '') ? v! : 'other');
export const referenceOf = (v: string | undefined): string | null => (/^[A-Za-z0-9_-]{1,40}$/.test(v ?? '') ? v! : null);

/** The page's language the form was sent from: anything but a known language (an older client sends none) is English. */
export const langOf = (v: string | undefined): Lang => (isLang(v) ? v : DEFAULT_LANG);

/** A reference as the site makes it (src/lib/email/templateParams.ts): a form type upper-cased and six digits, too little to write a message in. */
const SITE_REFERENCE = new RegExp(`^(?:${FORM_TYPES.join('|').toUpperCase()})\\d{6}$`);
/**
 * The reference an acknowledgement quotes (its subject too): the submission's when the site made
 * it, otherwise the shop's own of the same shape, from the moment the server received the form.
 */
export const acknowledgedReference = (sent: string, formType: string, receivedAt: Date): string =>
  SITE_REFERENCE.test(sent) ? sent : `${formTypeOf(formType).toUpperCase()}${String(receivedAt.getTime()).slice(-6)}`;

/** The display name of a From header such as 'FiberPro Texas <no-reply@…>'. */
export const displayName = (from: string): string =>
  /^([^<]*)</
    .exec(from)?.[1]
    .trim()
    .replace(/^"([^"]*)"$/, '$1')
    .trim() || from;
