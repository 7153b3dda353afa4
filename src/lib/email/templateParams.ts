// The template parameters of the two e-mails of one submission. Pure: the clock and the addresses come in as arguments.
import { formatPrice } from '#domain/shared/format';
import type { FormSubmission, FormType } from './formSubmission';

export type TemplateParams = Record<string, string>;

const LABELS: Record<FormType, string> = {
  order: 'Order request',
  contact: 'Contact form',
  consultation: 'Consultation request',
  apply: 'Job application',
  course: 'Course enrollment',
  checkout: 'Checkout order',
  training: 'Training inquiry',
  other: 'Website inquiry',
};
export const formTypeLabel = (t: FormType): string => LABELS[t] ?? LABELS.other;

/** Form type upper-cased plus the last 6 digits of the timestamp. */
export const orderIdFor = (formType: FormType, nowMs: number): string => `${formType.toUpperCase()}${String(nowMs).slice(-6)}`;

const money = (v: number | string | undefined): string => {
  if (v === undefined || v === '') return '';
  const n = typeof v === 'number' ? v : Number(String(v).replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? formatPrice(n) : String(v);
};

const infoLines = (info: FormSubmission['additionalInfo']): string[] => {
  if (!info) return [];
  if (typeof info === 'string') return [info];
  return Object.entries(info)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
};

/** The message body the team reads: what was typed, then every optional detail. */
export function teamMessage(s: FormSubmission): string {
  const details = [
    s.company && `Company: ${s.company}`,
    s.location && `Location: ${s.location}`,
    s.productName && `Product: ${s.productName}`,
    s.courseTitle && `Course: ${s.courseTitle}`,
    s.totalAmount !== undefined && s.totalAmount !== '' && `Total amount: ${money(s.totalAmount)}`,
    ...infoLines(s.additionalInfo),
  ].filter(Boolean);
  return details.length ? `${s.message}\n\n${details.join('\n')}` : s.message;
}

export interface ParamContext {
  nowMs: number;
  siteEmail: string;
  siteName: string;
}

export function teamParams(s: FormSubmission, ctx: ParamContext): TemplateParams {
  const label = formTypeLabel(s.formType);
  const phone = s.phone?.trim() || 'Not provided';
  return {
    user_name: s.name,
    user_email: s.email,
    form_type: s.formType,
    // Informational only: the relay sends team mail to its configured TEAM_EMAIL.
    to_email: ctx.siteEmail,
    subject: s.subject?.trim() || `New ${label} from ${s.name}`,
    message: teamMessage(s),
    name: s.name,
    email: s.email,
    phone,
    contact_number: phone,
    from_name: s.name,
    from_email: s.email,
    to_name: `${ctx.siteName} Team`,
    order_id: orderIdFor(s.formType, ctx.nowMs),
    price: money(s.totalAmount),
    product: s.productName || s.courseTitle || '',
    company: s.company ?? '',
    location: s.location ?? '',
    submission_date: new Date(ctx.nowMs).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' }),
    ...(s.sessionId ? { session_id: String(s.sessionId) } : {}),
    ...(s.lang ? { lang: s.lang } : {}),
  };
}

/** The acknowledgement to the customer: same reference, addressed to them. */
export function autoReplyParams(team: TemplateParams, s: FormSubmission, ctx: ParamContext): TemplateParams {
  return {
    ...team,
    to_name: s.name,
    to_email: s.email,
    from_name: ctx.siteName,
    from_email: ctx.siteEmail,
    reply_to: ctx.siteEmail,
    subject: `We received your ${formTypeLabel(s.formType).toLowerCase()} (${team.order_id})`,
  };
}
