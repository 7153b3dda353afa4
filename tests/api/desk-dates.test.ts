// Dates of the staff desks' filters (third outside review): year 0000 fits YYYY-MM-DD but is no
// PostgreSQL date, and was a 500 on every desk (the CSV's request line even said 200). It is a
// 422 like any other bad date; a date PostgreSQL refuses anyway (22008) is a 422 too, and the
// CSV export answers only once its query has succeeded. Run on PGlite and on PostgreSQL.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { onError } from '#server/http/errors';
import { setup, SETUP_TIMEOUT, type Harness } from './helpers';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await setup();
  ({ token } = await h.user({ role: 'admin' }));
}, SETUP_TIMEOUT);
afterAll(() => h?.close(), SETUP_TIMEOUT);

const requestLine = (path: string) => h.logs.findLast((l) => l.msg === 'request' && l.path === `/api${path}`);

describe('year 0000 in a desk filter', () => {
  test.each(['/admin/orders', '/admin/leads', '/admin/audit', '/admin/leads.csv'])('%s answers 422 on from and to', async (path) => {
    const r = await h.request('GET', `${path}?from=0000-01-01&to=0000-12-31`, { token });
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual([
      { loc: ['query', 'from'], msg: 'From must be a date (YYYY-MM-DD)', type: 'custom' },
      { loc: ['query', 'to'], msg: 'To must be a date (YYYY-MM-DD)', type: 'custom' },
    ]);
    expect(requestLine(path)?.status).toBe(422);
  });

  test('year 0001 is a date: the desks answer 200', async () => {
    for (const path of ['/admin/orders', '/admin/leads', '/admin/audit', '/admin/leads.csv']) {
      expect((await h.request('GET', `${path}?from=0001-01-01&to=0001-01-02`, { token })).status, path).toBe(200);
    }
  });
});

test("a date PostgreSQL refuses (22008) is the client's 422, not a 500", async () => {
  const app = new Hono().onError(onError(() => {}));
  app.get('/', async () => {
    await h.db.query(`SELECT '0000-01-01'::date`);
    return new Response('unreachable');
  });
  const r = await app.request('/');
  expect(r.status).toBe(422);
  expect(await r.json()).toEqual({ detail: [{ loc: ['query'], msg: 'A date is out of range', type: 'date_out_of_range' }] });
});

test('the leads CSV answers only once its query has succeeded: a failing query is an error answer, logged as such', async () => {
  await h.db.query('ALTER TABLE leads RENAME TO leads_away');
  try {
    const r = await h.request('GET', '/admin/leads.csv', { token });
    expect(r.status).toBe(500);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.headers.get('content-disposition')).toBeNull();
    expect(requestLine('/admin/leads.csv')?.status).toBe(500);
  } finally {
    await h.db.query('ALTER TABLE leads_away RENAME TO leads');
  }
  const r = await h.request('GET', '/admin/leads.csv', { token });
  expect(r.status).toBe(200);
  expect(r.headers.get('content-disposition')).toBe('attachment; filename="leads.csv"');
});
