// The server's e-mail components: every kind renders a subject, an HTML part and a text part
// from its parameters; whatever a parameter holds stays text, and links keep their address.
import { describe, expect, test } from 'vitest';
import { renderMail, type TemplateKind } from '#server/mail/templates';

const KINDS: TemplateKind[] = [
  'team',
  'autoreply',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'order_cancelled_team',
  'order_document',
  'password_reset',
  'session_confirmed',
  'seat_offered',
  'registration_reviewed',
  'certificate_reviewed',
];
// Every parameter any template reads.
const KEYS = [
  ...['shop_name', 'shop_address', 'shop_phone', 'shop_email', 'site_url'],
  ...['reference', 'customer_name', 'customer_email', 'items', 'total', 'shipping_to', 'shipping_method', 'delivery_label'],
  ...['tracking_number', 'tracking_url', 'carrier', 'order_url', 'order_link_label'],
  ...['name', 'reset_url', 'minutes', 'course', 'dates', 'location', 'what_to_bring', 'hold_until', 'outcome', 'position'],
  ...['to_name', 'from_name', 'form_type', 'order_id', 'submission_date', 'about', 'seat', 'reply_to'],
  ...['user_name', 'user_email', 'contact_number', 'company', 'product', 'price', 'subject', 'message'],
  ...['expires_on', 'reason', 'account_url', 'document_kind', 'invoice_number', 'terms', 'due_date'],
];
const HOSTILE = `"><script>alert(1)</script><img src=x onerror=alert(2)>'&`;

describe('e-mail templates', () => {
  test.each(KINDS)('%s: a hostile value in every parameter stays text in both parts', async (kind) => {
    const params = Object.fromEntries(KEYS.map((k) => [k, `${k}:${HOSTILE}`]));
    const mail = await renderMail(kind, params);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).not.toMatch(/<script|<img|onerror=alert\(2\)>/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&#x27;&amp;');
    expect(mail.text).toContain(HOSTILE);
    expect(mail.subject).toContain(HOSTILE);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  test('links keep their address: & escaped once in href, as written in the text part', async () => {
    const reset_url = 'https://shop.example/reset-password?token=abc&x=1';
    const mail = await renderMail('password_reset', {
      shop_name: 'Shop',
      name: 'Hedy',
      minutes: '60',
      reset_url,
      site_url: 'https://shop.example',
    });
    expect(mail.html).toContain('href="https://shop.example/reset-password?token=abc&amp;x=1"');
    expect(mail.text.split('\n')).toContain(reset_url);
  });

  test('no tracking button without a carrier page; the team form leaves out nothing the site did not send', async () => {
    const order = Object.fromEntries(KEYS.map((k) => [k, k]));
    const shipped = await renderMail('order_shipped', { ...order, tracking_number: 'PRO-1', tracking_url: '', carrier: '' });
    expect(shipped.text).toContain('Tracking number: PRO-1');
    expect(shipped.text).not.toContain('Track it with');
    expect((await renderMail('order_shipped', order)).text).toContain('Track it with carrier tracking_url');
    // The team's parameters are what the browser sent: any may be missing.
    const team = await renderMail('team', { form_type: 'contact', order_id: 'CONTACT000001', message: 'Hi' });
    expect(team.subject).toBe('[contact] (CONTACT000001)');
    expect(team.text).not.toContain('undefined');
    expect(team.text).toMatch(/^Company:$/m);
  });

  test('a certificate approved after its expiry day says it exempts no order', async () => {
    const review = { company: 'Lone Star Fiber LLC', expires_on: 'June 30, 2027', account_url: 'https://shop.example/account' };
    const exempting = await renderMail('certificate_reviewed', { ...review, outcome: 'approved' });
    const expired = await renderMail('certificate_reviewed', { ...review, outcome: 'expired' });
    expect([exempting.subject, expired.subject]).toEqual(Array(2).fill('Your tax certificate for Lone Star Fiber LLC is approved'));
    expect(exempting.text).toContain('Orders you place from now through June 30, 2027 are charged no sales tax');
    expect(expired.text).toContain('Its expiry day has passed, so it exempts no order.');
    expect(expired.text).not.toContain('charged no sales tax');
  });
});
