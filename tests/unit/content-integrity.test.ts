// The content check: content/ read with the zod schemas of src/domain, then the cross-file
// rules (links, related articles, course and product ids, bookable courses, stale sessions)
// checked against today's date in the school's time zone.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { articleSchema, courseSchema, productSchema, sessionSchema } from '#domain/content/schemas';
import { contentProblems, durationDays, type ContentSet } from '#domain/content/contentIntegrity';
import { schoolDate } from '#domain/school/sessions';
import { fillSiteFacts } from '#domain/content/siteFacts';
import siteFacts from '../../content/site.json';

const files = (dir: string, ext: string) =>
  readdirSync(join('content', dir))
    .filter((f) => f.endsWith(ext))
    .map((f) => ({ name: basename(f, ext), path: join('content', dir, f), text: readFileSync(join('content', dir, f), 'utf8') }));

function parsed<T extends z.ZodType>(schema: T, path: string, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`${path}: ${result.error.message}`);
  return result.data;
}

function markdown(text: string) {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!m) throw new Error('missing frontmatter');
  return { data: parseYaml(m[1]) as Record<string, unknown>, body: m[2] };
}

// The product ids a product names ("Works with"), wherever the product schema keeps them.
const productRefs = z.looseObject({ works_with: z.array(z.number().int()).optional() });

function loadContent(): ContentSet {
  return {
    products: files('products', '.md').map((f) => {
      const { data, body } = markdown(f.text);
      const { id, related_courses, related_articles } = parsed(productSchema, f.path, data);
      return { slug: f.name, body, id, works_with: parsed(productRefs, f.path, data).works_with, related_courses, related_articles };
    }),
    articles: files('articles', '.md').map((f) => {
      const { data, body } = markdown(f.text);
      return { slug: f.name, body, related: parsed(articleSchema, f.path, data).related };
    }),
    courses: files('courses', '.yaml').map((f) => parsed(courseSchema, f.path, parseYaml(f.text))),
    sessions: files('sessions', '.yaml').map((f) => parsed(sessionSchema, f.path, parseYaml(f.text))),
    texts: [...files('courses', '.yaml'), ...files('services', '.yaml'), ...files('faq', '.yaml')].map((f) => ({
      file: f.path.replace(/^content\//, ''),
      text: f.text,
    })),
    site: { phone: siteFacts.phone, email: siteFacts.email, training_email: siteFacts.training_email },
  };
}

const content = loadContent();
const today = schoolDate(new Date());

/** The content with one change made to a copy. */
function changed(mutate: (c: ContentSet) => void): ContentSet {
  const copy = structuredClone(content);
  mutate(copy);
  return copy;
}
const course = (c: ContentSet, slug: string) => c.courses.find((x) => x.slug === slug)!;
const session = (c: ContentSet, id: number) => c.sessions.find((x) => x.id === id)!;

describe('content check', () => {
  it('finds nothing wrong in content/ today', () => {
    expect(contentProblems(content, today)).toEqual([]);
  });

  it('fails on an unknown related article', () => {
    const c = changed((x) => x.articles[0].related.push('no-such-article'));
    expect(contentProblems(c, today)).toEqual([`articles/${c.articles[0].slug}.md: related article no-such-article does not exist`]);
  });

  it('fails on a link to a product, article or course page that does not exist', () => {
    const c = changed((x) => {
      x.products[0].body += '\n\nSee [the old kit](/products/old-kit) and [this](/knowledge/gone#part).';
      x.texts.push({ file: 'faq/x.yaml', text: 'answer: take [a course](/school/courses/no-course).' });
    });
    expect(contentProblems(c, today)).toEqual([
      `products/${c.products[0].slug}.md: link to /products/old-kit, which does not exist`,
      `products/${c.products[0].slug}.md: link to /knowledge/gone, which does not exist`,
      'faq/x.yaml: link to /school/courses/no-course, which does not exist',
    ]);
  });

  it('fails on a product that names one of our articles without linking it', () => {
    const c = changed((x) => (x.products[0].body += '\n\nSee our bend radius article before pulling.'));
    expect(contentProblems(c, today)).toEqual([
      `products/${c.products[0].slug}.md: "our bend radius article" names an article without linking it`,
    ]);
  });

  it('fails on a copied phone number or e-mail address, which the FAQ fills in from the site facts', () => {
    const c = changed((x) => x.texts.push({ file: 'faq/x.yaml', text: `answer: call ${x.site.phone} or write to ${x.site.email}.` }));
    expect(contentProblems(c, today)).toEqual([
      `faq/x.yaml: writes ${c.site.phone}; write {phone} instead`,
      `faq/x.yaml: writes ${c.site.email}; write {email} instead`,
    ]);
    expect(fillSiteFacts('Call {phone}, write to {training_email}; {other} stays.', c.site)).toBe(
      `Call ${c.site.phone}, write to ${c.site.training_email}; {other} stays.`,
    );
  });

  it('fails on an unknown course id in a session or a prerequisite, and on an unknown product id', () => {
    const c = changed((x) => {
      session(x, 1).course_id = 99;
      course(x, 'fusion-splicing-techniques').prerequisites = [1, 98];
      x.products[0].works_with = [9999];
    });
    expect(contentProblems(c, today)).toEqual(
      expect.arrayContaining([
        'sessions/1.yaml: course 99 does not exist',
        'courses/fusion-splicing-techniques.yaml: prerequisite course 98 does not exist',
        `products/${c.products[0].slug}.md: works_with product 9999 does not exist`,
      ]),
    );
  });

  it('fails on a product naming a course or an article that does not exist', () => {
    const c = changed((x) => {
      x.products[0].related_courses = ['otdr-testing-trace-analysis', 'no-such-course'];
      x.products[0].related_articles = ['gone-article'];
    });
    expect(contentProblems(c, today)).toEqual([
      `products/${c.products[0].slug}.md: related course no-such-course does not exist`,
      `products/${c.products[0].slug}.md: related article gone-article does not exist`,
    ]);
  });

  it('links the OTDR products to the OTDR course and the trace-reading article', () => {
    const otdrs = content.products.filter((p) => p.slug.includes('otdr-') && !p.slug.includes('launch'));
    expect(otdrs.map((p) => p.slug).sort()).toEqual(['handheld-otdr-sm-1310-1550', 'quad-wavelength-otdr-mm-sm']);
    for (const p of otdrs) {
      expect(p.related_courses).toContain('otdr-testing-trace-analysis');
      expect(p.related_articles).toContain('otdr-trace-reading-basics');
    }
  });

  it('fails on a course with no upcoming session that is not marked on request', () => {
    const c = changed((x) => (course(x, 'aerial-fiber-construction').on_request = false));
    expect(contentProblems(c, today)).toEqual(['courses/aerial-fiber-construction.yaml: no upcoming session and not marked on_request']);
  });

  it('fails on a past session still marked upcoming, and on the course it leaves without a date', () => {
    const s = session(content, 1);
    const dayAfterEnd = new Date(+s.end_date + 86_400_000).toISOString().slice(0, 10);
    expect(contentProblems(content, dayAfterEnd)).toEqual(
      expect.arrayContaining([
        'sessions/1.yaml: marked upcoming but it started on 2027-01-19',
        'courses/fiber-optic-fundamentals.yaml: no upcoming session and not marked on_request',
      ]),
    );
    const completed = changed((x) => (session(x, 1).status = 'completed'));
    expect(contentProblems(completed, dayAfterEnd)).not.toContain('sessions/1.yaml: marked upcoming but it started on 2027-01-19');
  });

  it('fails on a session away from the training center without a street address, and on a wrong title or seat count', () => {
    const c = changed((x) => {
      Object.assign(session(x, 3), { location: 'Dallas, TX', course_title: 'OTDR', max_participants: 30 });
    });
    expect(contentProblems(c, today)).toEqual([
      'sessions/3.yaml: course_title "OTDR" is not "OTDR Testing and Trace Analysis"',
      'sessions/3.yaml: 30 seats but the course takes 14',
      'sessions/3.yaml: held at "Dallas, TX" without a venue_address',
    ]);
    const withAddress = changed((x) =>
      Object.assign(session(x, 3), { location: 'Dallas, TX', venue_address: '1 Main St, Dallas, TX 75201' }),
    );
    expect(contentProblems(withAddress, today)).toEqual([]);
  });

  it('fails on an agenda that does not match the duration', () => {
    const c = changed((x) => course(x, 'otdr-testing-trace-analysis').agenda.pop());
    expect(contentProblems(c, today)).toEqual(['courses/otdr-testing-trace-analysis.yaml: duration 3 days but the agenda has 2 day(s)']);
    expect([durationDays('1 day'), durationDays('5 days'), durationDays('half a day')]).toEqual([1, 5, undefined]);
  });
});
