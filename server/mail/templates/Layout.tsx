// The frame of every e-mail the server writes: one head and one set of styles, the title
// bar, the content and, in mail to customers, the shop's footer from content/site.json.
import { Body, Button, Container, Head, Heading, Html, Link, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import { fill } from '#domain/i18n/fill';
import type { Lang } from '#domain/i18n/locales';
import { messagesFor } from '#domain/i18n/messages';
import type { ShopParams } from '../shop';

const BRAND = '#0b3d6e';
const MUTED = '#475569';
const RULE = '#e2e8f0';

const body: CSSProperties = {
  margin: 0,
  padding: '24px',
  background: '#f1f5f9',
  fontFamily: 'Arial, Helvetica, sans-serif',
  color: '#0f172a',
};
const card: CSSProperties = { maxWidth: '640px', background: '#ffffff', borderRadius: '8px', borderCollapse: 'collapse' };
const titleBar: CSSProperties = { padding: '20px 24px', background: BRAND, color: '#ffffff', borderRadius: '8px 8px 0 0' };
const content: CSSProperties = { padding: '20px 24px', fontSize: '14px', lineHeight: 1.5 };
const footer: CSSProperties = { padding: '16px 24px', borderTop: `1px solid ${RULE}` };
const paragraph: CSSProperties = { margin: '0 0 14px', fontSize: '14px', lineHeight: 1.5 };
const small: CSSProperties = { margin: 0, fontSize: '12px', lineHeight: 1.5, color: MUTED };
/** A link's address written out, small, under its button. */
export const addressLine: CSSProperties = { ...small, margin: '0 0 14px', wordBreak: 'break-all' };
const link: CSSProperties = { color: BRAND, textDecoration: 'underline' };
const button: CSSProperties = {
  display: 'inline-block',
  padding: '10px 16px',
  background: BRAND,
  color: '#ffffff',
  borderRadius: '6px',
  textDecoration: 'none',
};

interface LayoutProps {
  title: string;
  /** A line under the title (the team's notification: reference and date). */
  subtitle?: string;
  /** The shop's footer, in mail to customers. */
  shop?: ShopParams;
  children: ReactNode;
  /** The language the mail is written in (the person's: leads.lang, users.lang …). */
  lang?: Lang;
}

export function Layout({ title, subtitle, shop, children, lang = 'en' }: LayoutProps) {
  return (
    <Html lang={lang}>
      <Head />
      <Body style={body}>
        <Container style={card}>
          <Section style={titleBar}>
            <Heading as="h1" style={{ margin: 0, fontSize: '20px', color: '#ffffff' }}>
              {title}
            </Heading>
            {subtitle && <Text style={{ margin: '4px 0 0', fontSize: '14px', color: '#ffffff' }}>{subtitle}</Text>}
          </Section>
          <Section style={content}>{children}</Section>
          {shop && <ShopFooter shop={shop} />}
        </Container>
      </Body>
    </Html>
  );
}

function ShopFooter({ shop }: { shop: ShopParams }) {
  return (
    <Section style={footer}>
      <Text style={small}>
        <strong>{shop.shop_name}</strong>
        {` · ${shop.shop_address}`}
        <br />
        {`${shop.shop_phone} · `}
        <Link href={`mailto:${shop.shop_email}`} style={link}>
          {shop.shop_email}
        </Link>
        {' · '}
        <Link href={shop.site_url} style={link}>
          {shop.site_url}
        </Link>
      </Text>
    </Section>
  );
}

/** A paragraph of the message. */
export const P = ({ children, style }: { children: ReactNode; style?: CSSProperties }) => (
  <Text style={{ ...paragraph, ...style }}>{children}</Text>
);

/** Text that may hold line breaks (an order's items, a typed message): one line each, in HTML and in text. */
export const Lines = ({ text }: { text: string }) =>
  text.split('\n').map((line, i) => (
    <span key={i}>
      {i > 0 && <br />}
      {line}
    </span>
  ));

/** The frame's words in a language (the catalogue's `mail.frame`). */
export const frameWords = (lang: Lang = 'en') => messagesFor(lang).mail.frame;

/** The greeting: by name when the server kept one (see visitorText.ts), else plainly. */
export const hello = (name: string | undefined, lang: Lang = 'en'): string =>
  name ? fill(frameWords(lang).helloName, { name }) : frameWords(lang).hello;

export const TextLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} style={link}>
    {children}
  </Link>
);

/** The message's main action as a button; `skipInText` leaves it out of the text part (which then shows the address). */
export const ActionButton = ({ href, children, skipInText }: { href: string; children: ReactNode; skipInText?: boolean }) => (
  <Text style={paragraph} data-skip-in-text={skipInText}>
    <Button href={href} style={button}>
      {children}
    </Button>
  </Text>
);
