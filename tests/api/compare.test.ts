// GET /products/compare?ids=…: the compare page's data, in the order asked, active products only;
// anything but 1 to 4 ids is a 422 naming the parameter.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setup, type Harness, SETUP_TIMEOUT } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await setup();
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

describe('GET /products/compare', () => {
  test('answers the active products asked for, in that order, with specifications and facts', async () => {
    const r = await h.request('GET', '/products/compare?ids=2,3,1,2');
    expect(r.status).toBe(200);
    expect(r.body.map((p: { slug: string }) => p.slug)).toEqual(['power-meter', 'fusion-splicer']);
    expect(r.body[1]).toMatchObject({ id: 1, price: 100, discount_price: 80, part_number: 'FP-1', specifications: [] });
    expect(r.body[1].facts).toContainEqual({ label: 'Part number', value: 'FP-1' });
    expect(r.body[1].facts).toContainEqual({ label: 'TAA compliant', value: 'Yes' });
  });

  test.each(['', 'ids=', 'ids=1,2,3,4,5', 'ids=a', 'ids=0', 'ids=1;2'])('refuses %j with a 422 on ids', async (query) => {
    const r = await h.request('GET', `/products/compare?${query}`);
    expect(r.status).toBe(422);
    expect(r.body.detail[0].loc).toEqual(['query', 'ids']);
  });
});
