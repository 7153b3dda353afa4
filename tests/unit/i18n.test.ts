// The Spanish edition's core: addresses per language, the catalogues' completeness, es-US formats.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishPath, localePath, pathLang } from '#domain/i18n/locales';
import { fill } from '#domain/i18n/fill';
import { messagesFor, pickKeys } from '#domain/i18n/messages';
import { langPaths } from '#domain/i18n/routes';
import { formatLongDate, formatPrice } from '#domain/shared/format';
import { formatClock, formatDateSpan, formatHoldEnd } from '#domain/school/sessionTimes';

describe('addresses per language', () => {
  it('puts Spanish under /es/ and keeps English where it was', () => {
    expect(localePath('/contact', 'es')).toBe('/es/contact');
    expect(localePath('/', 'es')).toBe('/es/');
    expect(localePath('/es/contact', 'en')).toBe('/contact');
    expect(localePath('/es/', 'en')).toBe('/');
    expect(localePath('/es', 'es')).toBe('/es/');
    expect(localePath('/school/courses/otdr-testing-trace-analysis', 'es')).toBe('/es/school/courses/otdr-testing-trace-analysis');
  });

  it('reads the language from the address alone', () => {
    expect(pathLang('/es/contact')).toBe('es');
    expect(pathLang('/es')).toBe('es');
    expect(pathLang('/es?q=1')).toBe('es');
    // A path that merely starts with the letters is English.
    expect(pathLang('/estimates')).toBe('en');
    expect(pathLang('/contact')).toBe('en');
    expect(englishPath('/es?q=1')).toBe('/?q=1');
    expect(englishPath('/estimates')).toBe('/estimates');
  });

  it('builds each bilingual page once per language', () => {
    expect(langPaths().map((p) => p.params.lang)).toEqual([undefined, 'es']);
  });
});

describe('the catalogues', () => {
  /** Every message of every form rule in src/domain/forms. */
  async function formRuleMessages(): Promise<Set<string>> {
    const dir = resolve('src/domain/forms');
    const messages = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const mod = (await import(resolve(dir, file))) as Record<string, unknown>;
      for (const value of Object.values(mod)) {
        if (!value || typeof value !== 'object') continue;
        for (const field of Object.values(value as Record<string, { rules?: { message: string }[] }>)) {
          if (field && Array.isArray(field.rules)) for (const rule of field.rules) messages.add(rule.message);
        }
      }
    }
    return messages;
  }

  it('has every form rule message in both languages', async () => {
    const messages = await formRuleMessages();
    expect(messages.size).toBeGreaterThan(50);
    for (const lang of ['en', 'es'] as const) {
      const missing = [...messages].filter((m) => !(m in messagesFor(lang).formErrors));
      expect(missing, `${lang} formErrors`).toEqual([]);
    }
  });

  it('has no empty Spanish text and no English copied in place of Spanish', () => {
    const flat = (o: unknown, path = ''): [string, string][] =>
      typeof o === 'string' ? [[path, o]] : Object.entries(o as object).flatMap(([k, v]) => flat(v, path ? `${path}.${k}` : k));
    const en = new Map(flat(messagesFor('en')));
    // Words that are the same in both languages (names, codes, units, a language named in itself) are allowed through.
    const same =
      /^(\$?[\d,.]+|[A-Z0-9/+-]{1,8}|OTDR|Email|E-mail|FiberPro Texas|Instagram|Facebook|LinkedIn|Twitter|Total|Subtotal|English|Español)$/;
    const copied = flat(messagesFor('es')).filter(
      ([k, v]) => v.trim() === '' || (v === en.get(k) && !same.test(v) && /\p{L}{3}/u.test(v.replace(/\{\w+\}/g, ''))),
    );
    expect(copied).toEqual([]);
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(fill('Quedan {n} lugares', { n: 3 })).toBe('Quedan 3 lugares');
    expect(fill('{a} y {b}', { a: 'x' })).toBe('x y {b}');
  });
});

describe('es-US formats', () => {
  it('writes dates, class hours and money the way a Spanish-speaking reader in Texas expects', () => {
    expect(formatLongDate('2027-04-08', 'es')).toBe('8 de abril de 2027');
    expect(formatLongDate('2027-04-08')).toBe('April 8, 2027');
    expect(formatDateSpan('2027-01-19', '2027-01-20', 'es')).toBe('19 de enero de 2027 - 20 de enero de 2027');
    expect(formatClock('08:00', 'es')).toBe('8:00 a.m.');
    expect(formatClock('17:30', 'es')).toBe('5:30 p.m.');
    expect(formatPrice(18990)).toBe('$18,990.00');
    expect(formatHoldEnd('2027-04-08T20:45:00Z', 'es')).toBe('jueves, 8 de abril de 2027, 3:45 p.m. (hora del Centro)');
  });
});

describe("an island's words", () => {
  it('pickKeys hands over the named keys of one part, in the page’s language, and no others', () => {
    const words = pickKeys('es', 'catalogue', 'stock', 'orderNow', 'order');
    expect(Object.keys(words).sort()).toEqual(['order', 'orderNow', 'stock']);
    expect(words.order).toEqual(messagesFor('es').catalogue.order);
    expect(words.orderNow).not.toBe(messagesFor('en').catalogue.orderNow);
  });
});
