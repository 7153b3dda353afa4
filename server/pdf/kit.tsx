// The one template set of every PDF the shop makes (datasheets, order confirmations,
// invoices): the font, the page frame with the shop's facts from content/site.json in the
// header and footer, headings, fact rows, bullet lists and tables.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ReactNode } from 'react';
import { Document, Font, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { FactRow } from '#domain/catalogue/productFacts';
import type { ShopParams } from '../mail/shop';

// DejaVu Sans covers the signs specifications use (≤ ≥ ± µ ° × ³ Ø) that the PDF base fonts lack.
const fonts = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
Font.register({
  family: 'DejaVu Sans',
  fonts: [{ src: join(fonts, 'DejaVuSans.ttf') }, { src: join(fonts, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' }],
});
// Whole words only: a hyphen added at a line break would change a part number or a value.
Font.registerHyphenationCallback((word) => [word]);

export const BRAND = '#1d4ed8';
export const MUTED = '#475569';
const RULE = '#cbd5e1';
export const s = StyleSheet.create({
  page: {
    fontFamily: 'DejaVu Sans',
    fontSize: 8.5,
    color: '#0f172a',
    paddingTop: 30,
    paddingBottom: 40,
    paddingHorizontal: 40,
    lineHeight: 1.3,
  },
  header: { flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 2, borderBottomColor: BRAND, paddingBottom: 6 },
  shop: { fontSize: 11, fontWeight: 'bold', color: BRAND },
  kind: { fontSize: 9, color: MUTED },
  title: { fontSize: 15, fontWeight: 'bold', marginTop: 10 },
  heading: { fontSize: 10.5, fontWeight: 'bold', color: BRAND, marginTop: 10, marginBottom: 3 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 2 },
  label: { width: '36%', fontWeight: 'bold', paddingRight: 8 },
  value: { width: '64%' },
  bullet: { flexDirection: 'row', marginBottom: 2 },
  th: { fontWeight: 'bold', borderBottomWidth: 1, borderBottomColor: BRAND },
  footer: { position: 'absolute', bottom: 20, left: 40, right: 40, fontSize: 7.5, color: MUTED, textAlign: 'center' },
});

interface FrameProps {
  shop: ShopParams;
  /** What the document is, printed at the header's right ("Product datasheet", "Invoice"). */
  kind: string;
  /** The PDF's title, subject and keywords for its properties. */
  title: string;
  subject: string;
  children: ReactNode;
}

/** A US Letter document with the shop's header on every page and its contact line at the foot. */
export function DocumentFrame({ shop, kind, title, subject, children }: FrameProps) {
  const footerLine = `${shop.shop_name} · ${shop.shop_address} · ${shop.shop_phone} · ${shop.shop_email}`;
  return (
    <Document title={title} author={shop.shop_name} subject={subject} creator={shop.shop_name}>
      <Page size="LETTER" style={s.page}>
        <View style={s.header} fixed>
          <Text style={s.shop}>{shop.shop_name}</Text>
          <Text style={s.kind}>{kind}</Text>
        </View>
        {children}
        <Text style={s.footer} fixed>
          {footerLine}
        </Text>
      </Page>
    </Document>
  );
}

/** Label and value rows (specifications, an order's facts). */
export function Rows({ rows }: { rows: FactRow[] }) {
  return (
    <View>
      {rows.map((r, i) => (
        <View key={i} style={s.row} wrap={false}>
          <Text style={s.label}>{r.label}</Text>
          <Text style={s.value}>{r.value}</Text>
        </View>
      ))}
    </View>
  );
}

export function Bullets({ items }: { items: string[] }) {
  return (
    <View>
      {items.map((item, i) => (
        <View key={i} style={s.bullet} wrap={false}>
          <Text style={{ width: 10 }}>•</Text>
          <Text style={{ flex: 1 }}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

export interface Column {
  title: string;
  /** Share of the width, e.g. '50%'. */
  width: string;
  align?: 'left' | 'right';
}

/** A table with a header row; cells are text. */
export function Table({ columns, rows }: { columns: Column[]; rows: string[][] }) {
  const cell = (c: Column) => ({ width: c.width, textAlign: c.align ?? 'left', paddingRight: 4 });
  return (
    <View>
      <View style={[s.row, s.th]} fixed>
        {columns.map((c) => (
          <Text key={c.title} style={cell(c)}>
            {c.title}
          </Text>
        ))}
      </View>
      {rows.map((r, i) => (
        <View key={i} style={s.row} wrap={false}>
          {r.map((value, j) => (
            <Text key={j} style={cell(columns[j])}>
              {value}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}
