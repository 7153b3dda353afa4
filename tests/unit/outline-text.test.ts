// Words in the product pictures as outlines (scripts/images/outline-text.mjs): placed as SVG's
// text-anchor places text, arrows drawn where the font has none, a missing letter refused.
import { describe, expect, test } from 'vitest';
import { outlineText, textWidth } from '../../scripts/images/outline-text.mjs';

const set = { y: 100, size: 20, weight: 700 };

describe('outlineText', () => {
  test('anchors the words at their start, middle or end', () => {
    const s = 'Pneumatic · 2.5–16 mm cable';
    const width = textWidth(s, set);
    expect(width).toBeGreaterThan(200);
    const atStart = outlineText(s, { ...set, x: 0, anchor: 'start' });
    expect(atStart).toMatch(/^m[\d.]+ 9\d/); // the first point on the baseline's side of y = 100
    expect(outlineText(s, { ...set, x: width / 2, anchor: 'middle' })).toBe(atStart);
    expect(outlineText(s, { ...set, x: width, anchor: 'end' })).toBe(atStart);
    expect(outlineText(s, { ...set, x: 40, anchor: 'start' })).not.toBe(atStart);
  });

  test('writes a repeated letter as the same relative outline', () => {
    const [first, second] = outlineText('H H', { ...set, x: 0, anchor: 'start' }).split(/(?=m)/);
    expect(second).toBeDefined();
    expect(first.slice(first.indexOf('l'))).toBe(second.slice(second.indexOf('l')));
  });

  test('draws arrows one em wide, and refuses a letter the font lacks', () => {
    expect(textWidth('A → B', set) - textWidth('A  B', set)).toBeCloseTo(set.size, 5);
    expect(outlineText('↔', { ...set, x: 0, anchor: 'start' })).toMatch(/^m[^m]*z$/);
    expect(() => outlineText('→ ☃', { ...set, x: 0, anchor: 'start' })).toThrow(/no glyph for ☃/);
  });
});
