// Editor texts (the FAQ answers) name the company's phone and e-mail addresses as {phone},
// {email} and {training_email}; the page fills them in from content/site.json, so a changed
// number changes everywhere at once.
import type { SiteFacts } from './schemas';

export type FactsInText = Pick<SiteFacts, 'phone' | 'email' | 'training_email'>;
export const SITE_FACT_PLACEHOLDER = /\{(phone|email|training_email)\}/g;

export const fillSiteFacts = (text: string, facts: FactsInText): string =>
  text.replace(SITE_FACT_PLACEHOLDER, (_, key: keyof FactsInText) => facts[key]);
