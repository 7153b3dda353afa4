// The Spanish services and FAQ are the English entries' siblings: same ids, slugs, icons and
// dates, the same figures in each price range and description, the same categories (one
// Spanish name per English one), and the same site-fact placeholders in each answer.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { faqSchema, serviceSchema } from '#domain/content/schemas';
import { translationProblems } from '#domain/content/translations';
import { SITE_FACT_PLACEHOLDER } from '#domain/content/siteFacts';
import { paymentTerms } from '#domain/orders/billing';
import { messagesFor } from '#domain/i18n/messages';
import { offlinePageFor } from '../../src/features/offline/sw/offlinePage';
import { OFFLINE_PAGE } from '../../src/features/shared/offline/cacheNames';

function entries<T>(dir: string, schema: { parse: (data: unknown) => T }) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => ({ id: f, data: schema.parse(parseYaml(readFileSync(join(dir, f), 'utf8'))) }));
}
const figures = (text: string) => text.match(/\d[\d,.]*\d|\d/g) ?? [];

describe('Spanish services', () => {
  const withFigures = (dir: string) =>
    entries(dir, serviceSchema).map(({ id, data }) => ({
      id,
      data: { ...data, figures: [...figures(data.price_range), ...figures(data.description)], categoryCount: data.categories.length },
    }));
  const en = withFigures('content/services');
  const es = withFigures('content/services/es');

  it('has a sibling for every service with the same facts', () => {
    const facts = ['id', 'slug', 'icon', 'is_active', 'created_at', 'updated_at', 'figures', 'categoryCount'] as const;
    expect(translationProblems('services', 'es', en, es, facts)).toEqual([]);
  });

  it('names each English category with one Spanish name', () => {
    const names = new Map<string, Set<string>>();
    for (const { id, data } of en) {
      const twin = es.find((e) => e.id === id)!;
      data.categories.forEach((c, i) => names.set(c, (names.get(c) ?? new Set()).add(twin.data.categories[i])));
    }
    for (const [english, spanish] of names) expect([...spanish], english).toHaveLength(1);
    expect(new Set([...names.values()].map((s) => [...s][0])).size).toBe(names.size);
  });
});

describe('Spanish FAQ', () => {
  const withPlaceholders = (dir: string) =>
    entries(dir, faqSchema).map(({ id, data }) => ({
      id,
      data: {
        ...data,
        placeholders: data.questions.map((q) => q.answer.match(SITE_FACT_PLACEHOLDER) ?? []),
        answerFigures: data.questions.map((q) => figures(q.answer)),
      },
    }));

  it('has a sibling for every group with the same order, placeholders and figures', () => {
    const facts = ['id', 'order', 'placeholders', 'answerFigures'] as const;
    expect(translationProblems('faq', 'es', withPlaceholders('content/faq'), withPlaceholders('content/faq/es'), facts)).toEqual([]);
  });
});

describe('the buying terms and the offline page', () => {
  it('names the payment terms as checkout does, in English', () => {
    const en = messagesFor('en').about.buyingTerms.paymentTerms;
    expect(paymentTerms.map((t) => en[t.value])).toEqual(paymentTerms.map((t) => t.label));
  });

  it('answers a Spanish address with the Spanish offline page', () => {
    expect(offlinePageFor('/es/services')).toBe('/es/offline/index.html');
    expect(offlinePageFor('/es/')).toBe('/es/offline/index.html');
    expect(offlinePageFor('/services')).toBe(OFFLINE_PAGE);
    expect(offlinePageFor('/estimates')).toBe(OFFLINE_PAGE);
  });
});
