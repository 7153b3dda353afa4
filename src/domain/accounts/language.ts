// The language of a person's e-mails (users.lang, migration 040): chosen by the page they
// registered on, changed on /account through PATCH /auth/me.
import { LANGS } from '#domain/i18n/locales';
import { profileUpdateFields } from '#domain/forms/account';
import { registerPayloadSchema } from '#domain/forms/requests';
import { choice, optional } from '#domain/forms/rules';
import { zodFromFields } from '#domain/forms/zodFromFields';

export const LANGUAGE_INVALID = `Language must be one of: ${LANGS.join(', ')}`;
const languageFields = { lang: optional(choice(LANGS, LANGUAGE_INVALID)) };

/** POST /auth/register: the account, plus the language of the page it was made on. */
export const registerRequestSchema = registerPayloadSchema.and(zodFromFields(languageFields));
/** PATCH /auth/me: name and phone, and the language of the person's e-mails. */
export const profilePatchSchema = zodFromFields({ ...profileUpdateFields, ...languageFields }, { strict: true });
