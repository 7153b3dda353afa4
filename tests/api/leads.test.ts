// The leads desk's API: every team submission is a lead (written with its outbox row),
// filtered, searched and paged newest first; status, owner and notes; the CSV export.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emailDefaults } from '#domain/mail/emailDefaults';
import { setup, SETUP_TIMEOUT, type Harness } from './helpers';

let h: Harness;
let admin: { user: { id: number; email: string }; token: string };
let customer: string;
beforeAll(async () => {
  h = await setup({ sessions: [{ id: 1, start_date: '2099-01-05', end_date: '2099-01-06' }] });
  admin = await h.user({ role: 'admin' });
  customer = (await h.user()).token;
}, SETUP_TIMEOUT);
afterAll(() => h?.close());

let n = 0;
/** One submission as the site's forms send it to the relay's team template; answers its reference. */
async function submit(formType: string, over: Record<string, string> = {}) {
  const reference = `${formType.toUpperCase()}${String(700000 + ++n)}`;
  const params = {
    user_name: 'Grace Hopper',
    user_email: `grace${n}@example.com`,
    form_type: formType,
    order_id: reference,
    subject: 'Splicer question',
    message: 'Which splicer suits ribbon fiber?',
    company: 'Cobol Networks',
    contact_number: '2105550123',
    product: '',
    ...over,
  };
  const r = await h.request('POST', '/v1.0/email/send', {
    body: {
      lib_version: '4.4.1',
      user_id: emailDefaults.publicKey,
      service_id: emailDefaults.serviceId,
      template_id: emailDefaults.teamTemplateId,
      template_params: params,
    },
  });
  expect(r.status).toBe(200);
  return reference;
}
const list = (query = '', token = admin.token) => h.request('GET', `/admin/leads${query}`, { token });
const patch = (id: number, body: unknown, token = admin.token) => h.request('PATCH', `/admin/leads/${id}`, { token, body });

describe('leads', () => {
  test('every kind of team submission becomes a New lead of its type, newest first, with the count of New', async () => {
    await submit('contact');
    await submit('order', { product: 'Fusion splicer' });
    await submit('consultation');
    await submit('apply', { contact_number: 'Not provided' });
    await submit('course', { product: 'Fiber Optic Fundamentals' });
    await submit('training');
    await submit('training', { session_id: '1' });
    const last = await submit('checkout', { company: 'Hopper & Sons' });

    const r = await list();
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total: 8, pages: 1, current_page: 1, new_count: 8 });
    expect(r.body.items.map((l: { type: string }) => l.type)).toEqual([
      'checkout',
      'session_registration',
      'training_inquiry',
      'course_enrollment',
      'job_application',
      'consultation',
      'order_request',
      'contact',
    ]);
    expect(r.body.items[0]).toMatchObject({
      reference: last,
      status: 'new',
      name: 'Grace Hopper',
      email: 'grace8@example.com',
      phone: '2105550123',
      company: 'Hopper & Sons',
      subject: 'Splicer question',
      message: 'Which splicer suits ribbon fiber?',
      owner: null,
      notes: [],
    });
    expect(r.body.items.find((l: { type: string }) => l.type === 'job_application').phone).toBe('');
    // The auto-reply is not a lead.
    const { rows } = await h.db.query('SELECT count(*)::int AS n FROM leads');
    expect(rows[0].n).toBe(8);
  });

  test('filters by type and status, searches name, e-mail, company and text, and pages', async () => {
    expect((await list('?type=order_request')).body.items).toHaveLength(1);
    expect((await list('?q=hopper%20%26%20sons')).body.items.map((l: { type: string }) => l.type)).toEqual(['checkout']);
    expect((await list('?q=GRACE3@')).body.total).toBe(1);
    expect((await list('?q=ribbon')).body.total).toBe(8);
    expect((await list('?q=100%25')).body.total).toBe(0);
    const paged = await list('?size=3&page=3');
    expect(paged.body).toMatchObject({ total: 8, pages: 3, current_page: 3 });
    expect(paged.body.items).toHaveLength(2);
    expect((await list('?status=contacted')).body.total).toBe(0);
  });

  test('staff mark a lead Contacted, take it and add notes; the audit log records it', async () => {
    const [lead] = (await list('?type=contact')).body.items;
    const r = await patch(lead.id, {
      status: 'contacted',
      owner: admin.user.id,
      note: 'Called back, sending a quote for the 90S splicer.',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'contacted', owner: { id: admin.user.id, email: admin.user.email } });
    expect(r.body.notes).toEqual([
      expect.objectContaining({ author: admin.user.email, body: 'Called back, sending a quote for the 90S splicer.' }),
    ]);
    expect((await patch(lead.id, { note: 'Quote sent.' })).body.notes).toHaveLength(2);
    expect((await patch(lead.id, { owner: null })).body.owner).toBeNull();
    expect((await list()).body.new_count).toBe(7);
    expect((await list('?status=contacted')).body.total).toBe(1);
    const audit = await h.request('GET', '/admin/audit?action=lead.update', { token: admin.token });
    expect(audit.body.total).toBe(3);
  });

  test('a lead moves New → Contacted → Closed, or to Spam from any status; other moves are 409', async () => {
    const [lead] = (await list('?type=consultation')).body.items;
    const skip = await patch(lead.id, { status: 'closed' });
    expect(skip.status).toBe(409);
    expect(skip.body.detail).toBe('A lead that is New cannot be marked Closed');
    expect((await patch(lead.id, { status: 'new', note: 'Left a voicemail.' })).body).toMatchObject({
      status: 'new',
      notes: [expect.anything()],
    });
    expect((await patch(lead.id, { status: 'contacted' })).status).toBe(200);
    expect((await patch(lead.id, { status: 'new' })).status).toBe(409);
    expect((await patch(lead.id, { status: 'closed' })).body.status).toBe('closed');
    expect((await patch(lead.id, { status: 'spam' })).body.status).toBe('spam');
    const back = await patch(lead.id, { status: 'contacted', note: 'Never saved: the move is refused' });
    expect(back.status).toBe(409);
    expect((await list('?type=consultation')).body.items[0]).toMatchObject({ status: 'spam', notes: [expect.anything()] });
    const audit = await h.request('GET', '/admin/audit?action=lead.update', { token: admin.token });
    expect(audit.body.items[0].detail).toMatchObject({ lead_id: lead.id, from: 'closed', status: 'spam' });
  });

  test('refusals: 401, 403, 404, and 422 with the field named', async () => {
    const [lead] = (await list()).body.items;
    expect((await h.request('GET', '/admin/leads')).status).toBe(401);
    expect((await list('', customer)).status).toBe(403);
    expect((await patch(lead.id, { status: 'closed' }, customer)).status).toBe(403);
    expect((await h.request('GET', '/admin/leads.csv', { token: customer })).status).toBe(403);
    expect((await patch(999_999, { status: 'closed' })).status).toBe(404);
    expect((await patch(lead.id, {})).status).toBe(422);
    const badStatus = await patch(lead.id, { status: 'won' });
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.detail[0].loc).toEqual(['body', 'status']);
    const notStaff = await patch(lead.id, { owner: (await h.user()).user.id });
    expect(notStaff.status).toBe(422);
    expect(notStaff.body.detail[0]).toMatchObject({ loc: ['body', 'owner'], msg: 'The owner must be a staff member' });
    expect((await list('?type=lunch')).status).toBe(422);
  });

  test('the CSV export is the filtered list: UTF-8, a header row, quoted cells, formulas defused', async () => {
    await submit('contact', { user_name: 'José Núñez', message: '=HYPERLINK("http://evil.example","click")', company: 'Núñez "Fibra" SA' });
    const r = await h.request('GET', '/admin/leads.csv?type=contact', { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="leads.csv"');
    const lines = (r.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"id","received_at","type","status","name","email","phone","company","subject","product","reference","owner","message","notes"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"José Núñez"');
    expect(lines[1]).toContain('"Núñez ""Fibra"" SA"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(lines[2]).toContain('"contacted"');
  });
});
