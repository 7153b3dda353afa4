// A seat e-mail's parameters and its words, in the registration's language (the `lang`
// parameter; a row written before there was one is English).
import type { ReactNode } from 'react';
import { fill } from '#domain/i18n/fill';
import { isLang } from '#domain/i18n/locales';
import { messagesFor } from '#domain/i18n/messages';
import { Layout, P } from './Layout';
import type { MailParams, WithShop } from './params';

/** A seat in a training session: who, which course, when and where, and the language. */
export type SeatParams = WithShop<MailParams<'name' | 'course' | 'dates' | 'location' | 'what_to_bring' | 'hold_until' | 'lang'>>;

export const seatWords = (p: Pick<SeatParams, 'lang'>) => messagesFor(isLang(p.lang) ? p.lang : 'en').school.mail;

/** "Hello Ana," / "Hola, Ana:". */
export function seatHello(p: Pick<SeatParams, 'lang' | 'name'>): string {
  const words = seatWords(p);
  return p.name ? fill(words.hello, { name: p.name }) : words.helloAnonymous;
}

/** A sentence's placeholders filled from `values`, those named in `strong` set in bold (plain runs stay one text node). */
export function filled(template: string, values: Record<string, string>, strong: readonly string[] = []): ReactNode[] {
  const nodes: ReactNode[] = [''];
  template.split(/\{(\w+)\}/).forEach((part, i) => {
    const text = i % 2 === 0 ? part : (values[part] ?? `{${part}}`);
    if (i % 2 === 1 && strong.includes(part)) nodes.push(<strong key={i}>{text}</strong>, '');
    else nodes[nodes.length - 1] += text;
  });
  return nodes.filter((n) => n !== '');
}

/** A seat e-mail: its title, the greeting, then what it says. */
export function SeatLetter({ p, title, children }: { p: SeatParams; title: string; children: ReactNode }) {
  return (
    <Layout title={title} shop={p}>
      <P>{seatHello(p)}</P>
      {children}
    </Layout>
  );
}

type SeatWords = ReturnType<typeof seatWords>;
/** A seat e-mail's subject: its words in the registration's language, with the course and dates. */
export const seatSubject =
  (key: { [K in keyof SeatWords]: SeatWords[K] extends string ? K : never }[keyof SeatWords]) =>
  (p: SeatParams): string =>
    fill(seatWords(p)[key], { course: p.course, dates: p.dates });
