// The audit desk's sentences: one example of every action the server records, with the detail
// it stores (see the recordAudit calls in server/), read as a person would say it.
import { describe, expect, test } from 'vitest';
import { auditActions, type AuditAction } from '#domain/audit/audit';
import { auditSentence } from '#domain/audit/auditSentence';
import { auditLink } from '#domain/audit/auditTarget';

const examples: Record<AuditAction, [target: string | null, detail: Record<string, unknown>, sentence: string][]> = {
  'auth.login': [[null, {}, 'Signed in']],
  'auth.login_failed': [
    [null, { known_account: true }, 'Sign-in failed: wrong password'],
    [null, { known_account: false }, 'Sign-in failed: no account with this e-mail'],
  ],
  'auth.login_throttled': [[null, {}, 'Sign-in refused after repeated wrong passwords (throttled)']],
  'auth.password_change': [['ana@example.com', {}, 'Password changed; other devices signed out']],
  'auth.password_reset_requested': [['ana@example.com', {}, 'Password reset link e-mailed to ana@example.com']],
  'auth.password_reset': [['ana@example.com', {}, 'Password of ana@example.com reset with an e-mailed link']],
  'auth.password_reset_failed': [[null, {}, 'Password reset refused: the link was invalid, used or expired']],
  'auth.logout': [[null, {}, 'Signed out']],
  'auth.logout_all': [[null, {}, 'Signed out of all devices']],
  'user.create': [['ops@example.com', { role: 'admin' }, 'Account ops@example.com created as admin']],
  'user.role_change': [['ops@example.com', { role: 'customer' }, 'ops@example.com: role set to customer']],
  'order.status_change': [
    [
      'ORD-7K2M9QXA',
      { status: 'shipped', tracking_number: '1Z999AA10123456784', shipping_method: 'UPS Ground' },
      'Order ORD-7K2M9QXA: status processing → shipped, tracking 1Z999AA10123456784 (UPS Ground)',
    ],
    ['ORD-7K2M9QXA', { status: 'delivered' }, 'Order ORD-7K2M9QXA: status shipped → delivered'],
    ['ORD-7K2M9QXA', { status: 'cancelled', by: 'customer' }, 'Order ORD-7K2M9QXA: status processing → cancelled, by the customer'],
  ],
  'inventory.adjust': [
    ['fusion-splicer', { change: 4, reason: 'restock', stock_after: 12 }, 'Stock of fusion-splicer: +4 (restock received), now 12'],
    [
      'fusion-splicer',
      { change: -1, reason: 'damaged', note: 'Dropped off the truck', stock_after: 11 },
      'Stock of fusion-splicer: -1 (damaged), now 11, note “Dropped off the truck”',
    ],
  ],
  'inventory.threshold': [
    ['fusion-splicer', { from: null, to: 5 }, 'Low-stock threshold of fusion-splicer: product file’s → 5'],
    ['fusion-splicer', { from: 5, to: null }, 'Low-stock threshold of fusion-splicer: 5 → product file’s'],
  ],
  'registration.phone_booking': [
    ['ana@example.com', { session_id: 3, status: 'held' }, 'ana@example.com booked by phone for session #3: seat held'],
  ],
  'registration.change': [
    [
      'lee@example.com',
      { session_id: 3, from: 'held', to: 'confirmed' },
      'Registration of lee@example.com for session #3: seat held → confirmed',
    ],
  ],
  'registration.email_confirmed': [
    [
      'lee@example.com',
      { session_id: 3, status: 'held' },
      'lee@example.com confirmed their e-mail for session #3 with the link: seat held',
    ],
  ],
  'registration.over_limit': [
    [
      'kim@example.com',
      { session_id: 3, registration_id: 9 },
      'kim@example.com registered for session #3 over the per-address limit: waits for staff review',
    ],
  ],
  'lead.update': [
    ['LD-100 kim@example.com', { lead_id: 7, from: 'new', status: 'contacted', note: true }, 'Lead #7: status New → Contacted, note added'],
    ['LD-100 kim@example.com', { lead_id: 7, owner: 2 }, 'Lead #7: assigned to staff user #2'],
    ['LD-100 kim@example.com', { lead_id: 7, owner: 2, owner_name: 'Rosa Diaz' }, 'Lead #7: assigned to Rosa Diaz'],
    ['LD-100 kim@example.com', { lead_id: 7, owner: null }, 'Lead #7: owner removed'],
  ],
  'access.denied': [
    [
      '/admin/orders',
      { method: 'GET', path: '/admin/orders', status: 403 },
      'GET /admin/orders refused: not allowed for this account (403)',
    ],
    ['/admin/leads/AAA', { method: 'GET', status: 403 }, 'GET /admin/leads/AAA refused: not allowed for this account (403)'],
  ],
  'staff.refused': [
    [
      '/admin/orders/abc',
      { method: 'PATCH', path: '/admin/orders/abc', status: 409, attempted: { status: 'delivered' } },
      'PATCH /admin/orders/abc refused: conflict with the current state (409)',
    ],
    ['/admin/leads/9', { method: 'PATCH', path: '/admin/leads/9', status: 422 }, 'PATCH /admin/leads/9 refused: invalid input (422)'],
    ['/admin/orders/12', { method: 'POST', status: 404 }, 'POST /admin/orders/12 refused: not found (404)'],
    [
      'LD-100 kim@example.com',
      { method: 'PATCH', path: '/admin/leads', status: 409, lead_id: 7, reason: 'An order lead’s status is its order’s' },
      'PATCH /admin/leads refused for lead #7 (LD-100 kim@example.com): An order lead’s status is its order’s',
    ],
  ],
  'rate_limit.throttled': [
    ['login', { limit: 'login' }, 'Requests throttled by the login limit'],
    ['forgot-password', {}, 'Requests throttled by the forgot-password limit'],
    ['autoreply-to', { to: 'kim@example.com' }, 'Acknowledgement e-mails to kim@example.com throttled'],
  ],
  'outbox.read': [[null, { limit: 50 }, 'Mail outbox read (up to 50 messages)']],
  'order.confirm': [
    [
      'ORD-7K2M9QXA',
      {
        lines: [{ id: 1, unit_price: 1800 }],
        freight: 125,
        payment_terms: 'net_30',
        expected_ship_date: '2026-12-04',
        total_amount: 20066.25,
      },
      'Order ORD-7K2M9QXA: confirmed, terms Net 30, ships 2026-12-04, 1 contract price, freight $125.00, total $20,066.25',
    ],
  ],
  'order.document_resent': [
    ['ORD-7K2M9QXA', { document: 'invoice', sent_to: 'ana@example.com' }, 'Order ORD-7K2M9QXA: invoice PDF re-sent to ana@example.com'],
  ],
  'order.payment': [
    [
      'ORD-7K2M9QXA',
      { amount: 5000, method: 'check', paid_on: '2026-11-20', reference: 'CHK 4411', paid: false },
      'Order ORD-7K2M9QXA: payment $5,000.00 by check, paid 2026-11-20, reference CHK 4411, balance still due',
    ],
    [
      'ORD-7K2M9QXA',
      { amount: 15066.25, method: 'wire_ach', paid_on: '2026-11-25', reference: '', paid: true },
      'Order ORD-7K2M9QXA: payment $15,066.25 by wire / ACH, paid 2026-11-25, now paid in full',
    ],
  ],
  'certificate.review': [
    ['certificate 4', { status: 'approved', company: 'Lone Star Fiber LLC' }, 'Tax certificate 4 (Lone Star Fiber LLC): approved'],
    [
      'certificate 4',
      { status: 'rejected', reason: 'Expired certificate', company: 'Lone Star Fiber LLC' },
      'Tax certificate 4 (Lone Star Fiber LLC): rejected: Expired certificate',
    ],
  ],
  'certificate.view': [['certificate 4', {}, 'Tax certificate 4 opened (file downloaded)']],
  'customer.terms': [
    ['buyer@example.com', { net_terms: true }, 'buyer@example.com: net 30 terms approved'],
    ['buyer@example.com', { net_terms: false }, 'buyer@example.com: net 30 terms withdrawn'],
  ],
};

describe('auditSentence', () => {
  test('has an example for every action the server records', () => {
    expect(Object.keys(examples).sort()).toEqual([...auditActions].sort());
  });

  test.each(Object.entries(examples).flatMap(([action, cases]) => cases.map((c) => [action, ...c] as const)))(
    '%s: %j %j',
    (action, target, detail, sentence) => {
      expect(auditSentence({ action, target, detail })).toBe(sentence);
    },
  );

  test('names the server looked up replace the slug and the session number', () => {
    const names = { product: 'FiberPro Fusion Splicer', session: 'Fiber Optic Fundamentals (January 19, 2027)' };
    expect(auditSentence({ action: 'inventory.adjust', target: 'fusion-splicer', detail: { change: 4, reason: 'restock' }, names })).toBe(
      'Stock of FiberPro Fusion Splicer: +4 (restock received)',
    );
    expect(
      auditSentence({ action: 'registration.phone_booking', target: 'ana@example.com', detail: { session_id: 3, status: 'held' }, names }),
    ).toBe('ana@example.com booked by phone for Fiber Optic Fundamentals (January 19, 2027): seat held');
  });

  test.each([
    ['order.confirm', 'ORD-7K2M9QXA', {}, '/staff/orders?q=ORD-7K2M9QXA'],
    ['inventory.threshold', 'fusion-splicer', {}, '/staff/inventory?q=fusion-splicer'],
    ['registration.change', 'lee@example.com', { session_id: 3 }, '/staff/sessions?session=3'],
    ['lead.update', 'LEAD-0007 ana@example.com', { lead_id: 7 }, '/staff/leads?q=LEAD-0007'],
    ['certificate.review', 'certificate 4', {}, '/staff/customers'],
    ['auth.login', null, {}, null],
    ['order.status_change', '/api/orders/x', {}, null],
  ])('%s on %s links to %s', (action, target, detail, link) => {
    expect(auditLink({ action, target, detail })).toBe(link);
  });

  test('an action it does not know reads as its fields', () => {
    expect(auditSentence({ action: 'inventory.recount', target: 'otdr', detail: { low_at: 3, was: 5 } })).toBe('low at: 3, was: 5');
  });
});
