// The certificate limits (README, Security): an account keeps at most 5 certificates and
// 20 MB, uploads at most 10 an hour (20 from one address), a full account is refused before its
// body is read, an upload does not hold the event loop, and a certificate is stored, listed
// and downloaded as certificate-<id>.<ext>, its uploader's name kept only as escaped text.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fromAddress, setup, SETUP_TIMEOUT, startInsideWindow, type Harness } from './helpers';
import { billingSteps, nextYear, PDF_BYTES } from './billing.helpers';

let h: Harness;
let staff: string;
beforeAll(async () => {
  h = await setup({ env: { RATE_LIMIT_DISABLED: '0' } });
  staff = (await h.user({ role: 'admin' })).token;
}, SETUP_TIMEOUT);
afterAll(() => h?.close());

const MB = 1024 * 1024;
/** A PDF of `bytes` bytes (its first bytes say PDF; the rest are not all zeros). */
const pdfOf = (bytes: number) => {
  const b = new Uint8Array(bytes).map((_, i) => (i * 7919) & 255);
  b.set(PDF_BYTES);
  return b;
};
const form = (bytes: Uint8Array, name = 'certificate.pdf') => {
  const f = new FormData();
  f.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }));
  f.set('company', 'Lone Star Fiber LLC');
  f.set('expires_on', nextYear());
  return f;
};
let address = 0;
/** Each test's uploads come from an address of their own unless one is given. */
const upload = (token: string, bytes: Uint8Array, opts: { name?: string; ip?: string } = {}) =>
  h.request('POST', '/account/tax-certificates', {
    token,
    body: form(bytes, opts.name),
    ...fromAddress(opts.ip ?? `198.51.100.${++address}`),
  });
const remove = (token: string, id: number) => h.request('DELETE', `/account/tax-certificates/${id}`, { token });

describe('quota', () => {
  test('a sixth certificate is a 413 that says why, before the body is read; deleting one makes room', async () => {
    const { token } = await h.user();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await upload(token, PDF_BYTES);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      ids.push(r.body.id);
    }
    // A rejected certificate still counts until its owner deletes it.
    expect(
      (await h.request('PATCH', `/admin/tax-certificates/${ids[0]}`, { token: staff, body: { status: 'rejected', reason: 'Unsigned' } }))
        .status,
    ).toBe(200);
    const full = await upload(token, PDF_BYTES);
    expect(full.status).toBe(413);
    expect(full.body.detail).toBe(
      'Your account already keeps 5 certificates, the most it can hold. Delete one you no longer need, then upload again.',
    );
    // Refused before the body is read: a body that is not even a form gets the same answer.
    const notAForm = await h.request('POST', '/account/tax-certificates', { token, body: 'x', headers: { 'content-type': 'text/plain' } });
    expect(notAForm.status).toBe(413);
    expect((await remove(token, ids[0])).status).toBe(204);
    expect((await h.request('GET', '/account/billing', { token })).body.certificates).toHaveLength(4);
    expect((await upload(token, PDF_BYTES)).status).toBe(201);
    // Another customer's certificate is not found; one that exempted an order is kept with it.
    const other = await h.user();
    expect((await remove(other.token, ids[1])).status).toBe(404);
    const order = await billingSteps(h).checkout(token);
    await h.db.query('UPDATE orders SET tax_certificate_id = $2 WHERE id = $1', [order.id, ids[1]]);
    const kept = await remove(token, ids[1]);
    expect(kept.status).toBe(409);
    expect(kept.body.detail).toBe('This certificate exempted an order and is kept with it.');
  });

  test('concurrent uploads into the last place keep exactly one (the account row is locked while it counts)', async () => {
    const { token } = await h.user();
    for (let i = 0; i < 4; i++) expect((await upload(token, PDF_BYTES)).status).toBe(201);
    const answers = await Promise.all([0, 1, 2, 3].map(() => upload(token, PDF_BYTES)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 413, 413, 413]);
    expect((await h.request('GET', '/account/billing', { token })).body.certificates).toHaveLength(5);
  });

  test('certificates past 20 MB in all are a 413 with the space they use, and the file is not kept', async () => {
    const { token } = await h.user();
    for (let i = 0; i < 4; i++) expect((await upload(token, pdfOf(4.9 * MB))).status).toBe(201);
    const files = async () => (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_files')).rows[0].n;
    const before = await files();
    const over = await upload(token, pdfOf(1.5 * MB));
    expect(over.status).toBe(413);
    expect(over.body.detail).toBe(
      'This file (1.5 MB) would take your certificates past 20 MB: they use 19.6 MB. Delete one you no longer need, then upload again.',
    );
    expect(await files()).toBe(before);
    expect((await upload(token, pdfOf(0.3 * MB))).status).toBe(201);
  }, 120_000);
});

describe('hourly limits', () => {
  test('the eleventh upload of an account in an hour is a 429 with Retry-After and a message that says when', async () => {
    await startInsideWindow(3600, 60);
    const { token } = await h.user();
    // Refused uploads count too: a flood of bad files is still a flood.
    for (let i = 0; i < 10; i++) expect((await upload(token, new TextEncoder().encode('not a pdf'))).status).toBe(422);
    const r = await upload(token, PDF_BYTES);
    expect(r.status).toBe(429);
    const retry = Number(r.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(3600);
    const minutes = Math.ceil(retry / 60);
    expect(r.body.detail).toBe(
      `Too many certificate uploads from this account (at most 10 an hour). Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  });

  test('one address uploads at most 20 an hour, whichever accounts it uses', async () => {
    await startInsideWindow(3600, 60);
    const ip = '203.0.113.77';
    for (let i = 0; i < 4; i++) {
      const { token } = await h.user();
      for (let j = 0; j < 5; j++) expect((await upload(token, new TextEncoder().encode('no'), { ip })).status).toBe(422);
    }
    const r = await upload((await h.user()).token, PDF_BYTES, { ip });
    expect(r.status).toBe(429);
    expect(r.body.detail).toMatch(
      /^Too many certificate uploads from this network \(at most 20 an hour\)\. Please try again in \d+ minutes?\.$/,
    );
  });
});

test('a 5 MB upload does not hold the event loop: a liveness probe answers while it is stored, and so does its download', async () => {
  const { token } = await h.user();
  const file = pdfOf(5 * MB - 4096);
  const body = form(file);
  // The gaps between timer ticks while the upload runs; a held loop is one long gap.
  const gaps: number[] = [];
  let last = performance.now();
  const tick = setInterval(() => {
    const now = performance.now();
    gaps.push(now - last);
    last = now;
  }, 2);
  const started = performance.now();
  let uploaded = 0;
  const pending = h
    .request('POST', '/account/tax-certificates', { token, body, ...fromAddress('198.51.100.250') })
    .then((r) => ((uploaded = performance.now()), r));
  // The probe goes while the upload is read and stored: 20 ms in. (At 100 ms it came after the
  // whole upload on PostgreSQL, which stores 5 MB in 150 ms where PGlite takes a second.)
  await new Promise((resolve) => setTimeout(resolve, 20));
  const sent = performance.now();
  const probe = await h.request('GET', '/health/live');
  const probed = performance.now();
  const r = await pending;
  clearInterval(tick);
  expect(r.status).toBe(201);
  expect(probe.status).toBe(200);
  expect(probed).toBeLessThan(uploaded);
  gaps.sort((a, b) => a - b);
  const at = (share: number) => Math.round(gaps[Math.floor(gaps.length * share)]);
  console.log(
    JSON.stringify({
      upload_ms: Math.round(uploaded - started),
      probe_sent_ms: Math.round(sent - started),
      probe_answered_ms: Math.round(probed - started),
      ticks: gaps.length,
      median_gap_ms: at(0.5),
      p90_gap_ms: at(0.9),
      max_gap_ms: Math.round(gaps.at(-1)!),
    }),
  );
  // Before chunked storage the loop turned not once while the file was stored (~1 s on PGlite);
  // a chunk holds it ~12 ms (the longest gaps are this busy machine's other processes).
  expect(at(0.5)).toBeLessThan(50);
  const download = await h.app.request(`/admin/tax-certificates/${r.body.id}/file`, { headers: { authorization: `Bearer ${staff}` } });
  expect(new Uint8Array(await download.arrayBuffer())).toEqual(file);
}, 60_000);

test('a certificate is stored and downloaded as certificate-<id>.<sniffed type>; the uploader’s name is escaped text', async () => {
  const { token, user } = await h.user();
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const names = ['../../etc/passwd', 'certificate.html', 'cert.pdf.hta', 'resale\u202Egnp.exe', 'a\nb\u0000.pdf'];
  const shown = ['../../etc/passwd', 'certificate.html', 'cert.pdf.hta', 'resale\\u{202E}gnp.exe', 'a\\u{A}b\\u{0}.pdf'];
  const got = [];
  for (const name of names) {
    const r = await upload(token, name === 'certificate.html' ? PDF_BYTES : png, { name });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    got.push(r.body);
  }
  got.forEach((c, i) => {
    expect(c.file_name).toBe(`certificate-${c.id}.${names[i] === 'certificate.html' ? 'pdf' : 'png'}`);
    expect(c.original_name).toBe(shown[i]);
  });
  const desk = await h.request('GET', `/admin/customers?q=${encodeURIComponent(user.email)}`, { token: staff });
  expect(desk.body.items[0].certificates.map((c: { file_name: string; original_name: string }) => [c.file_name, c.original_name])).toEqual(
    got.map((c) => [c.file_name, c.original_name]).reverse(),
  );
  for (const c of got) {
    const res = await h.app.request(`/admin/tax-certificates/${c.id}/file`, { headers: { authorization: `Bearer ${staff}` } });
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${c.file_name}"`);
  }
});
