// The certificate limits (README, Security) on /account, at 1280 and 360 px, against a
// server that counts its rate limits: a full account (5 certificates) is told so when it
// uploads (413), deletes one and uploads again; past 10 uploads in an hour it is told when
// to try again (429).
import { CERTIFICATES_PER_ACCOUNT, tooManyCertificates } from '#domain/accounts/certificateFiles';
import { startServer } from './support/server';
import { test, expect } from './support/fixtures';
import { signIn, type Session } from './staff.helpers';

let server: Awaited<ReturnType<typeof startServer>>;
test.describe.configure({ mode: 'default', timeout: 180_000 });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: { RATE_LIMIT_DISABLED: '0' } });
});
test.afterAll(async () => server?.stop());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const COMPANY = 'Lone Star Fiber LLC';
const expiresOn = `${new Date().getUTCFullYear() + 1}-12-31`;

test('a full account and too many uploads are told so on /account', async ({ page, context, expectNoAxeViolations }, info) => {
  const base = server.baseURL;
  const tag = `${Date.now().toString(36)}${info.project.name}`;
  const reg = await page.request.post(`${base}/api/auth/register`, {
    data: {
      email: `limits.${tag}@example.com`,
      username: `l${tag}`.slice(0, 20),
      password: 'Customer1x',
      first_name: 'Rosa',
      last_name: 'Garza',
      phone: '2105550100',
    },
  });
  const customer: Session = await reg.json().then((b) => ({ token: b.access_token, user: b.user }));
  await signIn(context, customer);
  const uploadByApi = (buffer: Buffer) =>
    page.request.post(`${base}/api/account/tax-certificates`, {
      headers: { Authorization: `Bearer ${customer.token}` },
      multipart: { file: { name: 'cert.pdf', mimeType: 'application/pdf', buffer }, company: COMPANY, expires_on: expiresOn },
    });
  for (let i = 0; i < CERTIFICATES_PER_ACCOUNT; i++) expect((await uploadByApi(PDF)).status()).toBe(201);

  await page.goto(`${base}/account`);
  const list = page.getByRole('list', { name: 'Your certificates' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByText('5 of 5 certificates kept, 0 MB of 20 MB.')).toBeVisible();
  const uploadInPage = async () => {
    await page.getByLabel('Certificate file').setInputFiles({ name: 'resale.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByLabel('Expiry date').fill(expiresOn);
    await page.getByRole('button', { name: 'Upload certificate' }).click();
  };
  await page.getByRole('button', { name: 'Upload a certificate' }).click();
  await uploadInPage();
  await expect(page.getByRole('alert')).toHaveText(tooManyCertificates());
  await expectNoAxeViolations();
  await page.screenshot({ path: info.outputPath('full-account.png'), fullPage: true });

  // Deleting one makes room; the form, still open, uploads.
  await list
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await uploadInPage();
  await expect(list.getByRole('listitem')).toHaveCount(5);

  // Seven uploads so far this hour (one refused); three more refused ones (the account is full) make ten.
  for (let i = 0; i < 3; i++) expect((await uploadByApi(PDF)).status()).toBe(413);
  await list
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: 'Upload a certificate' }).click();
  await uploadInPage();
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many certificate uploads from this account \(at most 10 an hour\)\. Please try again in \d+ minutes?\.$/,
  );
  await expectNoAxeViolations();
  await page.screenshot({ path: info.outputPath('too-many-uploads.png'), fullPage: true });
});
