import { describe, expect, it } from 'vitest';
import { MAX_EXCERPT_WORDS, phraseExcerpt, type ExcerptPart } from '../../src/features/search/excerpt';

const words = (text: string) => text.split(' ');
/** Pagefind's locations of every word of `text` equal to one of `terms`. */
const at = (text: string, ...terms: string[]) =>
  words(text).flatMap((w, i) => (terms.includes(w.replace(/[.,]$/, '').toLowerCase()) ? [i] : []));
const plain = (parts: ExcerptPart[]) => parts.map((p) => p.text).join('');
const marked = (parts: ExcerptPart[]) => parts.filter((p) => p.mark).map((p) => p.text);

const PRODUCT =
  'FiberPro T-30 Handheld Single-Mode OTDR, 1310/1550 nm. Part number: FP-TST-T30-SM · FiberPro T-30. ' +
  'An OTDR sends short pulses of light into the fiber and records the backscatter. ' +
  'Pulse widths: 5 ns to 20 µs. Testing Equipment.';

describe('phraseExcerpt', () => {
  it('shows the one sentence holding the most matches, never a window across two', () => {
    const parts = phraseExcerpt(PRODUCT, at(PRODUCT, 'pulses', 'backscatter'));
    expect(plain(parts)).toBe('An OTDR sends short pulses of light into the fiber and records the backscatter.');
    expect(marked(parts)).toEqual(['pulses', 'backscatter']);
  });

  it('passes over the title, already on screen, when another sentence matches', () => {
    const title = 'FiberPro T-30 Handheld Single-Mode OTDR, 1310/1550 nm';
    const parts = phraseExcerpt(PRODUCT, at(PRODUCT, 'otdr'), title);
    expect(plain(parts)).toBe('An OTDR sends short pulses of light into the fiber and records the backscatter.');
    expect(marked(parts)).toEqual(['OTDR']);
  });

  it('keeps the title when it is the only sentence that matches', () => {
    const parts = phraseExcerpt(PRODUCT, at(PRODUCT, 'handheld'), 'FiberPro T-30 Handheld Single-Mode OTDR, 1310/1550 nm');
    expect(plain(parts)).toBe('FiberPro T-30 Handheld Single-Mode OTDR, 1310/1550 nm.');
  });

  it('marks the word, not the punctuation after it', () => {
    const parts = phraseExcerpt(PRODUCT, at(PRODUCT, 'otdr'));
    expect(parts).toContainEqual({ text: 'OTDR', mark: true });
    expect(plain(parts)).toContain('OTDR, 1310/1550 nm.');
  });

  it('does not end a sentence at an abbreviation or inside a number', () => {
    const text = 'Clean the end face, e.g. with a one-click cleaner rated for 0.8 mm ferrules. Then inspect it.';
    expect(plain(phraseExcerpt(text, at(text, 'cleaner')))).toBe(
      'Clean the end face, e.g. with a one-click cleaner rated for 0.8 mm ferrules.',
    );
  });

  it('shortens a long sentence around its first match, with an ellipsis where it was cut', () => {
    const long = Array.from({ length: 80 }, (_, i) => `w${i}`);
    long[50] = 'splice';
    const text = `${long.join(' ')}. Next sentence.`;
    const parts = phraseExcerpt(text, [50]);
    const shown = plain(parts);
    expect(shown.startsWith('… ')).toBe(true);
    expect(shown.endsWith(' …')).toBe(true);
    expect(shown.replace(/… | …/g, '').split(' ')).toHaveLength(MAX_EXCERPT_WORDS);
    expect(marked(parts)).toEqual(['splice']);
  });

  it('shows the first sentence when nothing is located, and nothing for empty text', () => {
    expect(plain(phraseExcerpt('One. Two.', []))).toBe('One.');
    expect(phraseExcerpt('', [])).toEqual([]);
  });
});
