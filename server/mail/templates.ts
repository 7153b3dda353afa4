// The e-mail templates (server/mail/templates/<kind>.{subject.txt,txt,html}) with EmailJS-style
// {{param}} placeholders, {{#param}}…{{/param}} kept only when the param is not empty, and
// {{> part}} for the shared _part.{txt,html}. Every value is escaped in HTML; headers get no line breaks.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const templateKinds = [
  'team',
  'autoreply',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'order_cancelled_team',
  'password_reset',
  'session_confirmed',
  'seat_offered',
] as const;
export type TemplateKind = (typeof templateKinds)[number];
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'templates');
const files = new Map<string, string>();
const load = (name: string) => {
  let body = files.get(name);
  if (body === undefined) files.set(name, (body = readFileSync(join(DIR, name), 'utf8')));
  return body;
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);

/** One line, no control characters, at most 200 characters: safe as a header value. */
export const headerSafe = (s: string): string =>
  s
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

const fill = (template: string, ext: string, params: Record<string, string>, encode: (s: string) => string) =>
  template
    .replace(/\{\{>\s*(\w+)\s*\}\}/g, (_, part: string) => load(`_${part}.${ext}`).trimEnd())
    .replace(/\{\{#(\w+)\}\}([\s\S]*?)\{\{\/\1\}\}/g, (_, key: string, inner: string) => (params[key] ? inner : ''))
    .replace(/\{\{\s*([\w]+)\s*\}\}/g, (_, key: string) => encode(params[key] ?? ''));

export function renderMail(kind: TemplateKind, params: Record<string, string>): RenderedMail {
  return {
    subject: headerSafe(fill(load(`${kind}.subject.txt`), 'txt', params, headerSafe)),
    text: fill(load(`${kind}.txt`), 'txt', params, (s) => s),
    html: fill(load(`${kind}.html`), 'html', params, escapeHtml),
  };
}
