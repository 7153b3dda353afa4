// The product page's badges come from the product's own facts, never a fixed list.
import { describe, expect, it } from 'vitest';
import { productBadges } from '#domain/catalogue/productBadges';
import { loadCatalogue } from '#server/catalogue/catalogue';

const catalogue = loadCatalogue('content');
const labels = (slug: string) => productBadges(catalogue.all().find((p) => p.slug === slug)!).map((b) => b.label);

describe('product badges', () => {
  it('a freight machine: its own 1-year term, quoted freight, TAA', () => {
    expect(labels('pb-pneumatic-blowing-machine')).toEqual(['1 Year Warranty', 'Ships by freight — quoted', 'TAA compliant']);
  });

  it('a parcel item pays the flat rate; lifetime and shelf-life products say so; no TAA badge for a product made in China', () => {
    expect(labels('mpo24-lc-cassette-om4-method-b')).toEqual(['Lifetime Warranty', '$10 flat-rate shipping per order', 'TAA compliant']);
    expect(labels('cable-pulling-lubricant-1-gal')).toEqual(['Replaced if Defective', '$10 flat-rate shipping per order', 'TAA compliant']);
    expect(labels('sfp-plus-10g-sr-850nm-multimode')).toEqual(['3 Year Warranty', '$10 flat-rate shipping per order']);
  });

  it('no product shows the old filler badges, and BABA only with a certified claim', () => {
    const all = catalogue.all().flatMap((p) => productBadges(p).map((b) => b.label));
    for (const filler of ['Free Shipping', 'Professional Grade', 'High Performance']) expect(all).not.toContain(filler);
    expect(all).not.toContain('BABA compliant');
  });
});
