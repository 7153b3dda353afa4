// JSON-LD builders (schema.org) for the pages that need them.
import { fullAddress, site } from './site';

const abs = (path: string) => new URL(path, site.site_url).href;

export const localBusinessLd = () => ({
  '@context': 'https://schema.org',
  '@type': 'LocalBusiness',
  name: site.company_name,
  description: site.description,
  url: site.site_url,
  telephone: site.phone,
  email: site.email,
  image: abs('/images/og-default.svg'),
  address: {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressRegion: site.address.state,
    postalCode: site.address.zip,
    addressCountry: site.address.country,
  },
  openingHours: 'Mo-Fr 08:00-18:00',
  areaServed: 'Texas',
  sameAs: Object.values(site.social).filter(Boolean),
});

export const breadcrumbLd = (items: { name: string; path: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: abs(item.path) })),
});

export const articleLd = (a: { title: string; description: string; path: string; published: Date; modified?: Date | null }) => ({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: a.title,
  description: a.description,
  mainEntityOfPage: abs(a.path),
  datePublished: a.published.toISOString(),
  dateModified: (a.modified ?? a.published).toISOString(),
  author: { '@type': 'Organization', name: site.company_name },
  publisher: { '@type': 'Organization', name: site.company_name, logo: { '@type': 'ImageObject', url: abs('/favicon.svg') } },
});

export const faqPageLd = (questions: { question: string; answer: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: questions.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } })),
});

export { fullAddress };
