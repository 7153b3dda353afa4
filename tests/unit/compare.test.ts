import { describe, expect, it } from 'vitest';
import { compareHref, compareRows, parseCompareIds } from '#domain/catalogue/compare';

describe('compare', () => {
  it('reads at most 4 distinct positive ids from the address and writes them back', () => {
    expect(parseCompareIds('3, 1,x,-2,0,3,7,9,11')).toEqual([3, 1, 7, 9]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(compareHref([3, 1])).toBe('/compare?ids=3,1');
    expect(compareHref([])).toBe('/compare');
  });

  it('aligns rows by label (any case), keeps first-seen order, leaves gaps and marks rows that differ', () => {
    const rows = compareRows([
      {
        specifications: [
          { label: 'Wavelengths', value: '1310 / 1550 nm' },
          { label: 'Weight', value: '0.9 kg' },
        ],
        facts: [
          { label: 'Brand', value: 'FiberPro' },
          { label: 'weight', value: 'ignored: a specification already says it' },
        ],
      },
      {
        specifications: [
          { label: 'weight', value: '0.9  KG' },
          { label: 'Dead zone', value: '0.8 m' },
        ],
        facts: [{ label: 'Brand', value: 'PB' }],
      },
    ]);
    expect(rows.specifications).toEqual([
      { label: 'Wavelengths', values: ['1310 / 1550 nm', null], differs: true },
      { label: 'Weight', values: ['0.9 kg', '0.9  KG'], differs: false },
      { label: 'Dead zone', values: [null, '0.8 m'], differs: true },
    ]);
    expect(rows.facts).toEqual([{ label: 'Brand', values: ['FiberPro', 'PB'], differs: true }]);
  });

  it('marks nothing as different for a single product', () => {
    expect(compareRows([{ specifications: [{ label: 'A', value: '1' }], facts: [] }]).specifications[0].differs).toBe(false);
  });
});
