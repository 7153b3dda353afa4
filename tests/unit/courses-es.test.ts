// The Spanish courses (content/courses/es) are the English ones in other words: every course
// has its sibling, and what a student books by (price, length, seats, agenda days and hours,
// prerequisites, exam fee) is the same fact in both languages.
import { describe, expect, it } from 'vitest';
import type { Course } from '#domain/content/schemas';
import { translationProblems, type Entry } from '#domain/content/translations';
import { loadCourses } from '#server/school/sessions';

const facts = (c: Course) => ({
  id: c.id,
  slug: c.slug,
  price: c.price,
  duration: c.duration,
  level: c.level,
  max_participants: c.max_participants,
  instructor: c.instructor,
  categories: c.categories,
  on_request: c.on_request,
  is_active: c.is_active,
  prerequisites: c.prerequisites,
  agenda: c.agenda.map((day) => [day.hours, day.setting, day.topics.length]),
  outcomes: c.outcomes.length,
  bring: c.bring.length,
  provided: c.provided.length,
  credential: [c.credential.issuer, c.credential.exam_fee],
  ce_credits: c.ce_credits,
  created_at: c.created_at,
});
type Facts = ReturnType<typeof facts>;
const entries = (lang: 'en' | 'es'): Entry<Facts>[] =>
  [...loadCourses('content', lang).values()].map((c) => ({ id: c.slug, data: facts(c) }));

describe('Spanish courses', () => {
  it('translates all 11 courses with the same facts', () => {
    const en = entries('en');
    expect(en).toHaveLength(11);
    const keys = Object.keys(en[0].data) as (keyof Facts)[];
    expect(translationProblems('courses', 'es', en, entries('es'), keys)).toEqual([]);
  });

  it('reports a Spanish course whose price or agenda differs, and a missing one', () => {
    const en = entries('en');
    const es = entries('es').slice(1);
    es[0] = { ...es[0], data: { ...es[0].data, price: 1, agenda: es[0].data.agenda.slice(1) } };
    const problems = translationProblems('courses', 'es', en, es, ['price', 'agenda']);
    expect(problems).toContain(`content/courses/es: ${en[0].id} has no translation`);
    expect(problems.filter((p) => p.startsWith(`content/courses/es/${es[0].id} `))).toHaveLength(2);
  });

  it('writes the Spanish course text in Spanish', () => {
    const es = loadCourses('content', 'es');
    for (const c of es.values()) expect(c.cancellation_policy).toMatch(/reembols/);
    expect(es.get(2)?.title).toBe('Técnicas de empalme por fusión');
  });
});
