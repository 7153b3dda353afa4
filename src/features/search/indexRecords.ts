// What the site search knows about each catalogue, service and school item, built from
// the same content files as the pages. Knowledge articles are indexed from their built
// pages (data-pagefind-body); everything else here becomes a Pagefind custom record so
// that every course, session and service is its own result with its own link, even
// though they are shown together on /school and /services.
import { courseHref } from '#domain/school/courses';
import { formatLongDate, formatPrice } from '#domain/shared/format';
import { stripMarkup } from '#domain/shared/markup';
import { formatDateSpan } from '#domain/school/sessionTimes';
import { effectivePrice } from '#domain/catalogue/product';
import type { Category, Course, ProductData, Service, Session } from '#domain/content/schemas';
import { AFTER_PRODUCTS, type SearchType } from './searchTypes';
import { fill } from '#domain/i18n/fill';
import { localePath, type Lang } from '#domain/i18n/locales';
import type { Messages } from '#domain/i18n/messages';

/** The words a record is written with, in its language (`search.records` of the catalogue). */
export interface RecordWords {
  lang: Lang;
  t: Messages['search']['records'];
}

export interface SearchRecord {
  url: string;
  content: string;
  language: Lang;
  meta: Record<string, string>;
  filters: { type: [SearchType]; ranking?: ['after-products'] };
}

// Every line ends as a sentence: Pagefind keeps no line breaks, and the search shows whole
// sentences as excerpts (excerpt.ts), so a field must not run into the next one.
const sentence = (line: string) => (/[.!?]["'”’)]*$/.test(line) ? line : `${line}.`);
const text = (...parts: (string | undefined | null)[]) =>
  parts
    .flatMap((part) => (part ?? '').split('\n'))
    .map((line) => line.trim())
    .filter(Boolean)
    .map(sentence)
    .join('\n');

/** A product's record; its price and stock are the build's (`as_of`, the build day), shown when the live figures cannot be read. */
export function productRecord(
  slug: string,
  p: ProductData,
  body: string,
  categories: Category[],
  asOf: string,
  { lang, t }: RecordWords,
): SearchRecord {
  const names = p.categories.map((id) => categories.find((c) => c.id === id)?.name).filter(Boolean) as string[];
  return {
    url: localePath(`/products/${slug}`, lang),
    content: text(
      p.name,
      fill(t.partNumber, { part: `${p.part_number} · ${p.brand} ${p.model}` }),
      p.summary,
      body.split('\n').map(stripMarkup).join('\n'),
      names.join(', '),
      p.specifications.map((s) => `${s.label}: ${s.value}`).join('\n'),
      p.features.join('\n'),
    ),
    language: lang,
    meta: {
      title: p.name,
      type: 'Product',
      price: formatPrice(effectivePrice(p)),
      stock: String(p.stock),
      as_of: asOf,
      image: p.image_url,
    },
    filters: { type: ['Products'] },
  };
}

export function serviceRecord(s: Service, { lang }: RecordWords): SearchRecord {
  return {
    url: localePath(`/services#service-${s.slug}`, lang),
    content: text(s.name, s.description, s.tags.join(', '), s.categories.join(', ')),
    language: lang,
    meta: { title: s.name, type: 'Service', price: s.price_range },
    filters: { type: ['Services'], ...AFTER_PRODUCTS },
  };
}

const schoolUrl = (tab: 'sessions', q: string, anchor: string, lang: Lang) =>
  localePath(`/school?${new URLSearchParams({ tab, q })}#${anchor}`, lang);

export function courseRecord(c: Course, { lang, t }: RecordWords): SearchRecord {
  return {
    url: localePath(courseHref(c.slug), lang),
    content: text(
      c.title,
      c.description,
      c.categories.join(', '),
      `${c.level} · ${c.duration}`,
      fill(t.instructor, { name: c.instructor }),
    ),
    language: lang,
    meta: { title: c.title, type: 'Course', price: formatPrice(c.price) },
    filters: { type: ['Courses'], ...AFTER_PRODUCTS },
  };
}

export function sessionRecord(s: Session, { lang, t }: RecordWords): SearchRecord {
  const dates = formatDateSpan(s.start_date, s.end_date, lang);
  return {
    url: schoolUrl('sessions', s.course_title, `session-${s.id}`, lang),
    content: text(fill(t.session, { course: s.course_title }), dates, s.location),
    language: lang,
    meta: { title: `${s.course_title} — ${formatLongDate(s.start_date, lang)}`, type: 'Session', detail: s.location },
    filters: { type: ['Courses'], ...AFTER_PRODUCTS },
  };
}
