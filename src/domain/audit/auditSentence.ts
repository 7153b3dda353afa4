// An audit entry's detail as one sentence a person reads on the audit desk, e.g.
// "Lead #7: status New → Contacted, note added". One phrasing per action the server records;
// the detail is the JSON the server stored, so every field is read defensively.
import type { AuditAction } from './audit';
import type { AuditNames } from './auditTarget';
import { paymentMethodsReceived, paymentTermsLabel } from '#domain/orders/billing';
import { formatPrice } from '#domain/shared/format';
import { REASON_LABELS, type MovementReason } from '#domain/inventory/inventory';
import { LEAD_STATUS_LABELS, type LeadStatus } from '#domain/leads/leads';
import { ORDER_STATUS_FROM } from '#domain/orders/order';
import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from '#domain/school/sessions';

export interface AuditFacts {
  action: string;
  target: string | null;
  detail: Record<string, unknown>;
  /** The names behind the stored slug or session number, when the server knows them. */
  names?: AuditNames;
}

type Detail = Record<string, unknown>;
type Sentence = (target: string, d: Detail, names: AuditNames) => string;

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
const money = (v: unknown): string => (typeof v === 'number' ? formatPrice(v) : text(v));
const signed = (n: unknown): string => (typeof n === 'number' && n > 0 ? `+${n}` : text(n));
/** The parts that apply, joined by commas. */
const list = (...parts: (string | false | undefined)[]): string => parts.filter(Boolean).join(', ');
const labelOf = <K extends string>(labels: Record<K, string>, v: unknown): string => labels[v as K] ?? text(v);
const registration = (v: unknown) => labelOf(REGISTRATION_STATUS_LABELS, v as RegistrationStatus).toLowerCase();
const session = (d: Detail, n: AuditNames) => n.session ?? `session #${text(d.session_id)}`;
const HTTP_REFUSALS: Record<string, string> = {
  '400': 'bad request',
  '403': 'not allowed',
  '404': 'not found',
  '409': 'conflict with the current state',
  '422': 'invalid input',
};
/** "Check" → "check", leaving an acronym ("Wire / ACH" → "wire / ACH"). */
const lowerWord = (s: string) => s.replace(/^[A-Z](?=[a-z ])/, (c) => c.toLowerCase());
/** A refused request: its method and path (the target; older entries kept the path in the detail too). */
const request = (target: string, d: Detail) => `${text(d.method)} ${text(d.path) || target}`.trim();

function orderStatusChange(target: string, d: Detail): string {
  const to = text(d.status);
  const from = (ORDER_STATUS_FROM as Record<string, string>)[to];
  return `Order ${target}: ${list(
    from ? `status ${from} → ${to}` : `status ${to}`,
    !!d.tracking_number && `tracking ${text(d.tracking_number)}${d.shipping_method ? ` (${text(d.shipping_method)})` : ''}`,
    d.by === 'customer' && 'by the customer',
  )}`;
}

function leadUpdate(target: string, d: Detail): string {
  const owner = d.owner_name ? text(d.owner_name) : `staff user #${text(d.owner)}`;
  const change = list(
    !!d.status && `status ${labelOf(LEAD_STATUS_LABELS, d.from as LeadStatus)} → ${labelOf(LEAD_STATUS_LABELS, d.status as LeadStatus)}`,
    d.owner === null && 'owner removed',
    d.owner !== undefined && d.owner !== null && `assigned to ${owner}`,
    !!d.note && 'note added',
  );
  return `${d.lead_id !== undefined ? `Lead #${text(d.lead_id)}` : `Lead ${target}`}: ${change || 'no change'}`;
}

const SENTENCES: Record<AuditAction, Sentence> = {
  'auth.login': () => 'Signed in',
  'auth.login_failed': (_, d) => (d.known_account ? 'Sign-in failed: wrong password' : 'Sign-in failed: no account with this e-mail'),
  'auth.login_throttled': () => 'Sign-in refused after repeated wrong passwords (throttled)',
  'auth.password_change': () => 'Password changed; other devices signed out',
  'auth.password_reset_requested': (t) => `Password reset link e-mailed to ${t}`,
  'auth.password_reset': (t) => `Password of ${t} reset with an e-mailed link`,
  'auth.password_reset_failed': () => 'Password reset refused: the link was invalid, used or expired',
  'auth.logout': () => 'Signed out',
  'auth.logout_all': () => 'Signed out of all devices',
  'user.create': (t, d) => `Account ${t} created as ${text(d.role) || 'customer'}`,
  'user.role_change': (t, d) => `${t}: role set to ${text(d.role)}`,
  'order.status_change': orderStatusChange,
  'inventory.adjust': (t, d, n) =>
    `Stock of ${n.product ?? t}: ${list(
      `${signed(d.change)} (${labelOf(REASON_LABELS, d.reason as MovementReason).toLowerCase()})`,
      d.stock_after !== undefined && `now ${text(d.stock_after)}`,
      !!d.note && `note “${text(d.note)}”`,
    )}`,
  'inventory.threshold': (t, d, n) =>
    `Low-stock threshold of ${n.product ?? t}: ${d.from === null || d.from === undefined ? 'product file’s' : text(d.from)} → ${
      d.to === null || d.to === undefined ? 'product file’s' : text(d.to)
    }`,
  'registration.phone_booking': (t, d, n) => `${t} booked by phone for ${session(d, n)}: ${registration(d.status)}`,
  'registration.change': (t, d, n) => `Registration of ${t} for ${session(d, n)}: ${registration(d.from)} → ${registration(d.to)}`,
  'registration.email_confirmed': (t, d, n) => `${t} confirmed their e-mail for ${session(d, n)} with the link: ${registration(d.status)}`,
  'registration.over_limit': (t, d, n) => `${t} registered for ${session(d, n)} over the per-address limit: waits for staff review`,
  'lead.update': leadUpdate,
  'access.denied': (t, d) => `${request(t, d)} refused: not allowed for this account (403)`,
  'staff.refused': (t, d) =>
    d.lead_id !== undefined
      ? `${request(t, d)} refused for lead #${text(d.lead_id)} (${t}): ${text(d.reason)}`
      : `${request(t, d)} refused: ${HTTP_REFUSALS[text(d.status)] ?? 'refused'} (${text(d.status)})`,
  'rate_limit.throttled': (t, d) =>
    d.to ? `Acknowledgement e-mails to ${text(d.to)} throttled` : `Requests throttled by the ${text(d.limit) || t} limit`,
  'outbox.read': (_, d) => `Mail outbox read (up to ${text(d.limit)} messages)`,
  'order.confirm': (t, d) =>
    `Order ${t}: ${list(
      'confirmed',
      !!d.payment_terms && `terms ${paymentTermsLabel(text(d.payment_terms)) || text(d.payment_terms)}`,
      !!d.expected_ship_date && `ships ${text(d.expected_ship_date)}`,
      Array.isArray(d.lines) && d.lines.length > 0 && `${d.lines.length} contract price${d.lines.length === 1 ? '' : 's'}`,
      typeof d.freight === 'number' && d.freight > 0 && `freight ${money(d.freight)}`,
      d.total_amount !== undefined && `total ${money(d.total_amount)}`,
    )}`,
  'order.payment': (t, d) =>
    `Order ${t}: ${list(
      `payment ${money(d.amount)} by ${lowerWord(paymentMethodsReceived.find((m) => m.value === d.method)?.label ?? text(d.method))}`,
      !!d.paid_on && `paid ${text(d.paid_on)}`,
      !!d.reference && `reference ${text(d.reference)}`,
      d.paid === true ? 'now paid in full' : d.paid === false && 'balance still due',
    )}`,
  'order.document_resent': (t, d) => `Order ${t}: ${text(d.document)} PDF re-sent to ${text(d.sent_to)}`,
  'certificate.review': (t, d) =>
    `Tax ${t}${d.company ? ` (${text(d.company)})` : ''}: ${d.status === 'rejected' ? `rejected: ${text(d.reason)}` : text(d.status)}`,
  'certificate.view': (t) => `Tax ${t} opened (file downloaded)`,
  'customer.terms': (t, d) => `${t}: net 30 terms ${d.net_terms ? 'approved' : 'withdrawn'}`,
};

/** Any other action (an older or newer server's): its fields as "key: value" pairs. */
const fieldsOf = (d: Detail) =>
  Object.entries(d)
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');

export function auditSentence({ action, target, detail, names = {} }: AuditFacts): string {
  const sentence = (SENTENCES as Record<string, Sentence | undefined>)[action];
  return sentence ? sentence(target ?? '', detail ?? {}, names) : fieldsOf(detail ?? {});
}
