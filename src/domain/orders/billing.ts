// A contractor's order after checkout (docs/orders-and-documents.md): company, PO and job, pickup or shipping,
// staff confirmation with payment terms, the invoice and its payments. Pure rules and labels,
// shared by the server, the documents and the islands.
export const paymentTerms = [
  { value: 'card_by_phone', label: 'Card by phone', days: 0 },
  { value: 'wire_ach', label: 'Wire / ACH', days: 0 },
  { value: 'net_30', label: 'Net 30', days: 30 },
] as const;
export type PaymentTerms = (typeof paymentTerms)[number]['value'];
export const paymentTermsLabel = (t: string | null | undefined): string => paymentTerms.find((p) => p.value === t)?.label ?? '';

export const paymentMethodsReceived = [
  { value: 'card', label: 'Card' },
  { value: 'wire_ach', label: 'Wire / ACH' },
  { value: 'check', label: 'Check' },
] as const;
export type PaymentMethodReceived = (typeof paymentMethodsReceived)[number]['value'];

export const INVOICE_PREFIX = 'INV-';
export const INVOICE_NUMBER_PATTERN = /^INV-\d{6,}$/;
/** INV- and the sequence number, zero-padded to six digits so that numbers sort as text too. */
export const invoiceNumber = (n: number): string => `${INVOICE_PREFIX}${String(n).padStart(6, '0')}`;

/** YYYY-MM-DD of a date in UTC. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
/** The day an invoice is due: on issue, or after the terms' days (net 30). */
export function dueDay(invoicedOn: Date, terms: PaymentTerms | null): string {
  const days = paymentTerms.find((t) => t.value === terms)?.days ?? 0;
  return isoDay(new Date(invoicedOn.getTime() + days * 86_400_000));
}

export type PaymentState = 'paid' | 'awaiting' | 'overdue' | 'none';
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  paid: 'Paid',
  awaiting: 'Awaiting payment',
  overdue: 'Overdue',
  none: '',
};
/** Paid once covered; before that an invoiced order awaits payment, overdue after its due day. Cancelled orders await nothing. */
export function paymentState(
  o: { status: string; paid_at: string | null; invoice_number: string | null; due_date: string | null },
  today: string,
): PaymentState {
  if (o.paid_at) return 'paid';
  if (o.status === 'cancelled' || !o.invoice_number) return 'none';
  return o.due_date && o.due_date < today ? 'overdue' : 'awaiting';
}

/** A certificate exempts its owner while approved and not past its expiry day. */
export const certificateExempts = (c: { status: string; expires_on: string }, today: string): boolean =>
  c.status === 'approved' && c.expires_on >= today;

export const certificateStatuses = ['pending', 'approved', 'rejected'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];
/** What the desk and the account show: an approved certificate past its day is expired. */
export const certificateStateLabel = (c: { status: CertificateStatus; expires_on: string }, today: string): string =>
  c.status === 'approved' && c.expires_on < today
    ? 'Expired'
    : { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' }[c.status];

export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
export const certificateTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type CertificateType = (typeof certificateTypes)[number];

/** The file's type from its first bytes (PDF, JPEG, PNG), whatever its name says; undefined for anything else. */
export function sniffCertificateType(bytes: Uint8Array): CertificateType | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return undefined;
}
