// Site facts (content/site.json). The build checks them against the domain's schema
// (content.config.ts), so the browser reads them without shipping a validator.
import raw from '../../content/site.json';
import rawEs from '../../content/site.es.json';
import type { SiteFacts, SiteText } from '#domain/content/schemas';
import type { Lang } from '#domain/i18n/locales';
import { trainingYardOf } from '#domain/school/courses';

export const site: SiteFacts = raw as SiteFacts;

/** The site facts in a language: numbers and addresses as they are, words from site.<lang>.json. */
export function siteIn(lang: Lang): SiteFacts {
  if (lang === 'en') return site;
  const text = rawEs as SiteText;
  return { ...site, ...text, pickup_yard: site.pickup_yard && { ...site.pickup_yard, ...text.pickup_yard } };
}

/** A page's <title>: its own title and the company's name. */
export const pageTitle = (title: string): string => (title === site.company_name ? title : `${title} | ${site.company_name}`);

export const yearsLabel = `${site.years_experience}+`;
export const fullAddress = `${site.address.street}, ${site.address.city}, ${site.address.state} ${site.address.zip}`;
/** Field days of the school's courses are held at the yard. */
export const trainingYard = trainingYardOf(site);
export const telHref = `tel:+1${site.phone.replace(/\D/g, '')}`;

/** The header's links; their labels are the frame's messages (`frame.nav`). */
export const navLinks = [
  { href: '/', key: 'home' },
  { href: '/products', key: 'shop' },
  { href: '/services', key: 'services' },
  { href: '/school', key: 'school' },
  { href: '/apply', key: 'apply' },
  { href: '/about', key: 'about' },
  { href: '/consultation', key: 'consultation' },
  { href: '/contact', key: 'contact' },
] as const;
