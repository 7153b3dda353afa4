import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namesProductKind, PRODUCT_KINDS, productsFirst } from '../../src/features/search/productFirst';

describe('namesProductKind', () => {
  it.each([
    'OTDR',
    'otdrs',
    'fusion splicer',
    'Fusion Splicers',
    'cleaver',
    'CL-48 cleaver',
    'power meter',
    'SFP+ transceiver',
    'patch cords',
  ])('%s names a kind of product', (q) => expect(namesProductKind(q)).toBe(true));

  it.each(['pulse width', 'splicing', 'aerial installation', 'OTDR training', 'OTDR course', 'splicer repair', 'otdr trace', 'ghost'])(
    '%s does not (or also asks for training, a service or reading)',
    (q) => expect(namesProductKind(q)).toBe(false),
  );

  it('matches whole words only', () => {
    expect(namesProductKind('sfpx')).toBe(false);
    expect(namesProductKind('cleavers')).toBe(true);
  });

  it('every kind is one the shop sells: it appears in a product of the catalogue', () => {
    const dir = join(process.cwd(), 'content', 'products');
    const catalogue = readdirSync(dir)
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ');
    const missing = PRODUCT_KINDS.filter((kind) => !catalogue.includes(kind.replace(/[^\p{L}\p{N}]+/gu, ' ')));
    expect(missing).toEqual([]);
  });
});

describe('productsFirst', () => {
  it('moves the products ahead, each group keeping its order', () => {
    const results = ['service', 'p1', 'course', 'p2', 'article'];
    expect(productsFirst(results, (r) => r.startsWith('p'))).toEqual(['p1', 'p2', 'service', 'course', 'article']);
  });
});
