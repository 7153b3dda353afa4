// The catalogue area's English words are the domain's (badges), and an order request carries
// the page's language.
import { describe, expect, it } from 'vitest';
import { messagesFor } from '#domain/i18n/messages';
import { productBadges } from '#domain/catalogue/productBadges';
import { fill } from '#domain/i18n/fill';
import { orderRequestSubmission } from '../../src/features/orderRequest/orderRequestSubmission';
import { loadCatalogue } from '#server/catalogue/catalogue';

const catalogue = loadCatalogue('content');

describe('catalogue messages', () => {
  it("every product's badges read the same in the English catalogue as in the domain", () => {
    const words = messagesFor('en').catalogue.badges;
    for (const p of catalogue.all()) for (const b of productBadges(p)) expect(fill(words[b.key], { n: b.n ?? '' })).toBe(b.label);
  });

  it('an order request carries the language it was sent in (English when not said)', () => {
    const product = { slug: 'x', name: 'X', description: '', price: 10, discount_price: null };
    const form = { customerName: 'Ana', customerEmail: 'a@example.com', customerPhone: '2105550199', quantity: 1 };
    expect(orderRequestSubmission(product, form, 'es').lang).toBe('es');
    expect(orderRequestSubmission(product, form).lang).toBe('en');
  });
});
