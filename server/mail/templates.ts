// The e-mails the server writes, as React components (server/mail/templates/*.tsx, each with
// its subject beside it, all in one Layout). The HTML part is rendered by React Email; the
// text part is made from that same HTML. React escapes every value; headers get no line breaks.
import { render, toPlainText } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import * as autoreply from './templates/AutoReply';
import * as certificate_reviewed from './templates/CertificateReviewed';
import * as order_cancelled from './templates/OrderCancelled';
import * as order_cancelled_team from './templates/OrderCancelledTeam';
import * as order_confirmed from './templates/OrderConfirmed';
import * as order_delivered from './templates/OrderDelivered';
import * as order_document from './templates/OrderDocumentResent';
import * as order_shipped from './templates/OrderShipped';
import * as password_reset from './templates/PasswordReset';
import * as registration_reviewed from './templates/RegistrationReviewed';
import * as seat_offered from './templates/SeatOffered';
import * as session_confirmed from './templates/SessionConfirmed';
import * as team from './templates/Team';

interface MailTemplate {
  subject(params: never): string;
  Email(params: never): ReactElement;
}
const templates = {
  team,
  autoreply,
  order_confirmed,
  order_shipped,
  order_delivered,
  order_cancelled,
  order_cancelled_team,
  order_document,
  password_reset,
  session_confirmed,
  seat_offered,
  registration_reviewed,
  certificate_reviewed,
} satisfies Record<string, MailTemplate>;

export type TemplateKind = keyof typeof templates;
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}
type StoredParams = Readonly<Record<string, string>>;

/** The outbox stores each message's kind and parameters; each component declares the ones it reads. */
const templateOf = (kind: TemplateKind) =>
  templates[kind] as unknown as { subject(params: StoredParams): string; Email(params: StoredParams): ReactElement };

/** One line, no control characters, at most 200 characters: safe as a header value. */
export const headerSafe = (s: string): string =>
  s
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

export const mailSubject = (kind: TemplateKind, params: StoredParams): string => headerSafe(templateOf(kind).subject(params));

// Headings as written (html-to-text capitalises them by default).
const TEXT_OPTIONS: Parameters<typeof toPlainText>[1] = {
  selectors: ['h1', 'h2'].map((selector) => ({ selector, options: { uppercase: false } })),
};

export async function renderMail(kind: TemplateKind, params: StoredParams): Promise<RenderedMail> {
  const html = await render(createElement(templateOf(kind).Email, params));
  return { subject: mailSubject(kind, params), html, text: toPlainText(html, TEXT_OPTIONS) };
}
