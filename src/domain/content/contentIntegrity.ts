// Cross-file rules of content/ that no single schema can see: every reference points at
// something that exists, every course can be booked (a session ahead or "on request"), and no
// session is still offered after it started. The content check in the test suite runs them.
import type { Course, Session } from './schemas';
import { isoDay } from '#domain/school/sessions';
import type { FactsInText } from './siteFacts';

export interface ContentSet {
  products: { slug: string; id: number; body: string; works_with?: number[]; related_courses?: string[]; related_articles?: string[] }[];
  articles: { slug: string; related: string[]; body: string }[];
  courses: Course[];
  sessions: Session[];
  /** Any other editor text that may carry a link (services, FAQ answers, course texts), by file. */
  texts: { file: string; text: string }[];
  /** content/site.json: texts name these as {phone}, {email}, {training_email} instead of copying them. */
  site: FactsInText;
}

/** Where the training center's own sessions are held: they take its street address from the site facts. */
export const TRAINING_CENTER = 'FiberPro Training Center';

const SITE_LINK = /\]\((\/(products|knowledge|school\/courses)\/([^)#?\s]+))(?:[#?\s][^)]*)?\)/g;

/** The number of days a duration such as "3 days" or "1 day" names, if it names one. */
export const durationDays = (duration: string): number | undefined => {
  const m = /^(\d+)\s+days?$/.exec(duration.trim());
  return m ? Number(m[1]) : undefined;
};

function linkProblems(c: ContentSet): string[] {
  const known = {
    products: new Set(c.products.map((p) => p.slug)),
    knowledge: new Set(c.articles.map((a) => a.slug)),
    'school/courses': new Set(c.courses.map((x) => x.slug)),
  };
  const sources = [
    ...c.products.map((p) => ({ file: `products/${p.slug}.md`, text: p.body })),
    ...c.articles.map((a) => ({ file: `articles/${a.slug}.md`, text: a.body })),
    ...c.texts,
  ];
  return sources.flatMap(({ file, text }) =>
    [...text.matchAll(SITE_LINK)]
      .filter(([, , area, slug]) => !known[area as keyof typeof known].has(slug))
      .map(([, href]) => `${file}: link to ${href}, which does not exist`),
  );
}

const MARKDOWN_LINK = /\[[^[\]]*\]\([^)]*\)/g;
const ARTICLE_MENTION = /\bour\b[^.\n]*?\barticles?\b/i;

/** A product body that points readers to "our … article" must link it. */
function unlinkedArticleProblems(c: ContentSet): string[] {
  return c.products.flatMap((p) => {
    const mention = ARTICLE_MENTION.exec(p.body.replace(MARKDOWN_LINK, ''));
    return mention ? [`products/${p.slug}.md: "${mention[0]}" names an article without linking it`] : [];
  });
}

/** A copied phone number or address goes stale when content/site.json changes. */
function copiedFactProblems(c: ContentSet): string[] {
  const facts = Object.entries(c.site) as [keyof FactsInText, string][];
  return c.texts.flatMap(({ file, text }) =>
    facts.filter(([, value]) => text.includes(value)).map(([key, value]) => `${file}: writes ${value}; write {${key}} instead`),
  );
}

function courseProblems(c: ContentSet, today: string): string[] {
  const courseIds = new Set(c.courses.map((x) => x.id));
  return c.courses.flatMap((course) => {
    const file = `courses/${course.slug}.yaml`;
    const problems = course.prerequisites
      .filter((id) => id === course.id || !courseIds.has(id))
      .map((id) => `${file}: prerequisite course ${id} ${id === course.id ? 'is the course itself' : 'does not exist'}`);
    const days = durationDays(course.duration);
    if (days !== undefined && days !== course.agenda.length)
      problems.push(`${file}: duration ${course.duration} but the agenda has ${course.agenda.length} day(s)`);
    const bookable = c.sessions.some((s) => s.course_id === course.id && s.status === 'upcoming' && isoDay(s.start_date) > today);
    if (course.is_active && !bookable && !course.on_request) problems.push(`${file}: no upcoming session and not marked on_request`);
    return problems;
  });
}

function sessionProblems(c: ContentSet, today: string): string[] {
  const courses = new Map(c.courses.map((x) => [x.id, x]));
  return c.sessions.flatMap((s) => {
    const file = `sessions/${s.id}.yaml`;
    const course = courses.get(s.course_id);
    const problems: string[] = [];
    if (!course) problems.push(`${file}: course ${s.course_id} does not exist`);
    else {
      if (s.course_title !== course.title) problems.push(`${file}: course_title "${s.course_title}" is not "${course.title}"`);
      if (s.max_participants !== course.max_participants)
        problems.push(`${file}: ${s.max_participants} seats but the course takes ${course.max_participants}`);
    }
    if (s.status === 'upcoming' && isoDay(s.start_date) <= today)
      problems.push(`${file}: marked upcoming but it started on ${isoDay(s.start_date)}`);
    if (!s.online && !s.venue_address?.trim() && !s.location.includes(TRAINING_CENTER))
      problems.push(`${file}: held at "${s.location}" without a venue_address`);
    return problems;
  });
}

function productProblems(c: ContentSet): string[] {
  const ids = new Set(c.products.map((p) => p.id));
  const courses = new Set(c.courses.map((x) => x.slug));
  const articles = new Set(c.articles.map((a) => a.slug));
  return c.products.flatMap((p) => {
    const file = `products/${p.slug}.md`;
    return [
      ...(p.works_with ?? []).filter((id) => !ids.has(id)).map((id) => `${file}: works_with product ${id} does not exist`),
      ...(p.related_courses ?? []).filter((s) => !courses.has(s)).map((s) => `${file}: related course ${s} does not exist`),
      ...(p.related_articles ?? []).filter((s) => !articles.has(s)).map((s) => `${file}: related article ${s} does not exist`),
    ];
  });
}

/** Every broken cross-reference or stale date in the content, as "file: what is wrong" lines. */
export function contentProblems(c: ContentSet, today: string): string[] {
  const articleSlugs = new Set(c.articles.map((a) => a.slug));
  const related = c.articles.flatMap((a) =>
    a.related.filter((s) => !articleSlugs.has(s)).map((s) => `articles/${a.slug}.md: related article ${s} does not exist`),
  );
  return [
    ...related,
    ...linkProblems(c),
    ...unlinkedArticleProblems(c),
    ...copiedFactProblems(c),
    ...courseProblems(c, today),
    ...sessionProblems(c, today),
    ...productProblems(c),
  ];
}
