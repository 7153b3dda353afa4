// Site facts (content/site.json). The build checks them against the domain's schema
// (content.config.ts), so the browser reads them without shipping a validator.
import raw from '../../content/site.json';
import type { SiteFacts } from '#domain/content/schemas';
import { trainingYardOf } from '#domain/school/courses';

export const site: SiteFacts = raw as SiteFacts;

export const yearsLabel = `${site.years_experience}+`;
export const fullAddress = `${site.address.street}, ${site.address.city}, ${site.address.state} ${site.address.zip}`;
/** Field days of the school's courses are held at the yard. */
export const trainingYard = trainingYardOf(site);
export const telHref = `tel:+1${site.phone.replace(/\D/g, '')}`;

export const navLinks = [
  { href: '/', label: 'Home' },
  { href: '/products', label: 'Shop' },
  { href: '/services', label: 'Services' },
  { href: '/school', label: 'School' },
  { href: '/apply', label: 'Apply' },
  { href: '/about', label: 'About' },
  { href: '/consultation', label: 'Consultation' },
  { href: '/contact', label: 'Contact Support' },
] as const;
