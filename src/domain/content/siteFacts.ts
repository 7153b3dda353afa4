// Editor texts (the FAQ answers) name the company's phone and e-mail addresses as {phone},
// {email} and {training_email}; the page fills them in from content/site.json, so a changed
// number changes everywhere at once.
import type { SiteFacts } from './schemas';

export type FactsInText = Pick<SiteFacts, 'phone' | 'email' | 'training_email'>;
export const SITE_FACT_PLACEHOLDER = /\{(phone|email|training_email)\}/g;

export const fillSiteFacts = (text: string, facts: FactsInText): string =>
  text.replace(SITE_FACT_PLACEHOLDER, (_, key: keyof FactsInText) => facts[key]);

/** The NANP block 555-0100 … 555-0199 is reserved for fiction: no caller ever reaches it. */
const FICTIONAL_PHONE = /555\D?01\d\d\s*$/;

/** Why the number cannot go live, or undefined for a real one. */
export const fictionalPhoneProblem = (phone: string): string | undefined =>
  FICTIONAL_PHONE.test(phone.replace(/\s+/g, ' '))
    ? `${phone} is a fictional 555-01xx number: set the shop's real phone (the 24/7 emergency line) before a production build`
    : undefined;
