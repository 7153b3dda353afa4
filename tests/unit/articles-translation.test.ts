// Every knowledge article has its Spanish sibling (content/articles/es/<same file>), and the
// facts a reader may compare between the two editions agree.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { articleSchema, type ArticleData } from '#domain/content/schemas';
import { translationProblems, type Entry } from '#domain/content/translations';

const FACTS = ['id', 'category', 'type', 'is_published', 'view_count', 'created_at', 'updated_at', 'related'] as const;

function articles(dir: string): (Entry<ArticleData> & { body: string })[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(readFileSync(join(dir, f), 'utf8'));
      if (!m) throw new Error(`${f}: missing frontmatter`);
      return { id: basename(f, '.md'), data: articleSchema.parse(parseYaml(m[1])), body: m[2] };
    });
}

const english = articles('content/articles');
const spanish = articles('content/articles/es');

describe('Spanish knowledge articles', () => {
  it('translate every English article with the same facts', () => {
    expect(english.length).toBe(12);
    expect(translationProblems('articles', 'es', english, spanish, FACTS)).toEqual([]);
  });

  it('report a missing sibling and a changed fact', () => {
    const [first, ...rest] = spanish;
    const altered = { ...first, data: { ...first.data, created_at: new Date('2030-01-01') } };
    expect(translationProblems('articles', 'es', english, rest, FACTS)).toEqual([`content/articles/es: ${first.id} has no translation`]);
    expect(translationProblems('articles', 'es', english, [altered, ...rest], FACTS)).toHaveLength(1);
  });

  it('are written in Spanish: a new title and body, with the same sections and call-outs', () => {
    for (const es of spanish) {
      const en = english.find((e) => e.id === es.id) as (typeof english)[number];
      expect(es.data.title, es.id).not.toBe(en.data.title);
      expect(es.body, es.id).not.toBe(en.body);
      const shape = (body: string) => body.match(/^(#{2,3} |:::\w*|\|---)/gm)?.map((s) => s.replace(/[^#:|a-z-]/g, ''));
      expect(shape(es.body), es.id).toEqual(shape(en.body));
    }
  });
});
